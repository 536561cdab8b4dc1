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
