import { describe, expect, it } from "vitest";
import { renderMarkdown } from "../site/markdown/render-markdown.js";
import { headingIds } from "./heading-slug.js";
import { outline } from "./outline.js";

describe("headingIds", () => {
  it("numbers repeated headings as the rendered page does", () => {
    expect(headingIds(["Tips", "Tips", "Tips"])).toEqual(["tips", "tips-1", "tips-2"]);
  });

  it("gives the outline the ids the site renders for ## and ### headings", () => {
    const body =
      "Lede.\n\n## 1. Open `Settings`\n\n### Tips\n\n## Tips\n\n#### Deep\n\n## A [linked](/guide) heading";
    expect(outline(body).anchors).toEqual(renderMarkdown(body).anchors.map((anchor) => anchor.id));
  });
});
