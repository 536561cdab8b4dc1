import { describe, expect, it } from "vitest";
import { renderMarkdown } from "../site/markdown/render-markdown.js";
import { outline } from "./outline.js";

describe("outline anchors", () => {
  it("gives the outline the ids the site renders for ## and ### headings", () => {
    const body =
      "Lede.\n\n## 1. Open `Settings`\n\n### Tips\n\n## Tips\n\n## Tips\n\n#### Deep\n\n## A [linked](/guide) heading";
    expect(outline(body).anchors).toEqual(renderMarkdown(body).anchors.map((anchor) => anchor.id));
  });
});

describe("outline lede and plain text", () => {
  it("reads a line break in the first paragraph as a space, soft or hard", () => {
    const read = outline("A soft\nbreak and a hard  \nbreak, then `code`.\n\n## Next\n\nMore text.");
    expect(read.lede).toBe("A soft break and a hard break, then code.");
    expect(read.plain.text).toBe("A soft break and a hard break, then code.\nMore text.");
    expect(read.plain.sections).toEqual([{ title: "Next", anchor: "next", start: 42, end: 52 }]);
  });

  it("leaves the Related section and its subsections out of the plain text", () => {
    const read = outline(
      "Intro.\n\n## Related\n\n- [A page](/guide/a)\n\n### Deeper\n\nStill related.\n\n## After\n\nKept.",
    );
    expect(read.plain.text).toBe("Intro.\nKept.");
    expect(read.links.map((link) => link.href)).toEqual(["/guide/a"]);
  });
});
