import { describe, expect, it } from "vitest";
import { absolutizeMarkdownLinks } from "./absolute-links.js";
import { createSiteUrls } from "./site-urls.js";

const urls = createSiteUrls("https://stepzy.app");

describe("createSiteUrls", () => {
  it.each([
    [urls.absolute("/"), "https://stepzy.app/"],
    [urls.absolute("/guide"), "https://stepzy.app/guide"],
    [urls.absolute("https://example.org/x"), "https://example.org/x"],
    [urls.doc("how-streaks-work"), "https://stepzy.app/guide/how-streaks-work"],
    [urls.article("x"), "https://stepzy.app/blog/x"],
    [urls.tool("bmi"), "https://stepzy.app/tools/bmi"],
    [urls.audience("seniors"), "https://stepzy.app/for/seniors"],
    [urls.markdown("https://stepzy.app/guide/x"), "https://stepzy.app/guide/x.md"],
    [urls.markdown("https://stepzy.app/"), "https://stepzy.app/index.md"],
  ])("%s is %s", (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe("absolutizeMarkdownLinks", () => {
  it("rewrites site paths and leaves other links alone", () => {
    const markdown = "See [a](/guide/a), [b](https://x.org/b), [c](mailto:c@x.org) and [d](//cdn.x/d).";
    expect(absolutizeMarkdownLinks(markdown, urls.absolute)).toBe(
      "See [a](https://stepzy.app/guide/a), [b](https://x.org/b), [c](mailto:c@x.org) and [d](//cdn.x/d).",
    );
  });
});
