import { describe, expect, it } from "vitest";
import { canonicalPagePath } from "./canonical-path.js";

describe("canonicalPagePath", () => {
  it.each([
    ["/", "/"],
    ["/guide", "/guide"],
    ["/guide/", "/guide"],
    ["//guide//", "/guide"],
    ["//evil.example/", "/evil.example"],
    ["//guide", "/guide"],
    ["/guide//how-streaks-work", "/guide/how-streaks-work"],
    ["//", "/"],
    ["/guide///", "/guide"],
    ["/guide/install%2Dand-set-up", "/guide/install-and-set-up"],
    ["/guide/install-and-set-%75p", "/guide/install-and-set-up"],
    ["/%67uide", "/guide"],
    ["/%47%5a%61%7a%30%39%5F%7e", "/GZaz09_~"],
    ["/guide/%2E%2E", "/guide/%2E%2E"],
    ["/a%2Fb", "/a%2Fb"],
    ["/search%20x", "/search%20x"],
    ["/caf%C3%A9", "/caf%C3%A9"],
    ["/%40%5B%60%7B%2F%3A", "/%40%5B%60%7B%2F%3A"],
  ])("%s -> %s", (path, canonical) => {
    expect(canonicalPagePath(path)).toBe(canonical);
  });
});
