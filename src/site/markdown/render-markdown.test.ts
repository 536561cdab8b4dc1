import { describe, expect, it } from "vitest";
import { headingSlug } from "../../content/heading-slug.js";
import { renderMarkdown } from "./render-markdown.js";

describe("headingSlug", () => {
  it.each([
    ["Late steps still count", "late-steps-still-count"],
    ["What's new in 3.9?", "what-s-new-in-3-9"],
    ["Café & crème", "cafe-creme"],
    ["!!!", "section"],
    ["1. Check the devices", "step-1-check-the-devices"],
    ["10,000 steps", "step-10-000-steps"],
  ])("%j -> %s", (text, slug) => {
    expect(headingSlug(text)).toBe(slug);
  });
});

describe("renderMarkdown", () => {
  it("anchors every ## and ### so it links to itself, with unique ids", () => {
    const { html, anchors } = renderMarkdown("Intro.\n\n## Rules\n\n### Rules\n\n#### Deeper\n\ntext");
    expect(anchors).toEqual([
      { level: 2, id: "rules", text: "Rules" },
      { level: 3, id: "rules-1", text: "Rules" },
    ]);
    expect(html).toContain('<h2 id="rules"><a class="heading-link" href="#rules">Rules</a></h2>');
    expect(html).toContain("<h4>Deeper</h4>");
  });

  it("escapes raw HTML and renders tables", () => {
    const { html } = renderMarkdown("<script>alert(1)</script>\n\n| a | b |\n| - | - |\n| 1 | 2 |");
    expect(html).toContain("&lt;script&gt;");
    expect(html).toContain("<table>");
  });
});
