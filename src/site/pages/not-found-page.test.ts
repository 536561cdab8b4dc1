import { describe, expect, it } from "vitest";
import { suggestionsHtml } from "./not-found-page.js";

describe("suggestionsHtml", () => {
  it("lists the suggestions as links, their titles and paths escaped", () => {
    expect(
      suggestionsHtml([
        {
          title: "Steps & calories",
          href: "/guide/steps-and-calories",
          url: "https://stepzy.test/guide/steps-and-calories",
        },
        { title: 'The "<10k" myth', href: '/blog/10k"myth', url: "https://stepzy.test/blog/10k-myth" },
      ]),
    ).toBe(
      '<section aria-labelledby="maybe-title"><h2 id="maybe-title">Were you looking for one of these?</h2>' +
        '<ul class="link-list"><li><a href="/guide/steps-and-calories">Steps &amp; calories</a></li>' +
        '<li><a href="/blog/10k&quot;myth">The &quot;&lt;10k&quot; myth</a></li></ul></section>',
    );
  });

  it("is nothing when there is nothing to suggest", () => {
    expect(suggestionsHtml([])).toBe("");
  });
});
