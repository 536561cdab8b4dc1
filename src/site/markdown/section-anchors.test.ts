import { describe, expect, it } from "vitest";
import { outline } from "../../content/outline.js";
import { renderMarkdown } from "./render-markdown.js";

// Search links a result's sections by anchor (`/guide/x#anchor`): each must be an id the page renders.
describe("the anchors of a body's sections", () => {
  it.each([
    ["a heading with a link", "Lede.\n\n## Sync with [Apple Health](https://www.apple.com/health)\n\nText."],
    [
      "a deeper heading of the same words first",
      "Lede.\n\n#### Tips\n\nA.\n\n## Tips\n\nB.\n\n### Tips\n\nC.",
    ],
    [
      "a heading with code and an entity",
      "Lede.\n\n## Use `goal` &amp; more\n\nText.\n\n## Use goal more\n\nD.",
    ],
  ])("are the ids the page renders, for %s", (_name, markdown) => {
    const rendered = new Set(renderMarkdown(markdown).anchors.map((anchor) => anchor.id));
    const sections = outline(markdown).plain.sections;
    expect(sections.length).toBeGreaterThan(0);
    for (const section of sections) expect(rendered, section.anchor).toContain(section.anchor);
  });
});
