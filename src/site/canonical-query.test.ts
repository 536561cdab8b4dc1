import { describe, expect, it } from "vitest";
import { canonicalSearch, isTrackingParameter, readsNothing } from "./canonical-query.js";

describe("canonicalSearch", () => {
  const blog = new Set(["category", "page"]);
  it.each([
    ["", readsNothing, undefined],
    ["bust=1", readsNothing, ""],
    ["utm_source=news&fbclid=x&gclid=y", readsNothing, undefined],
    ["utm_source=news&bust=1", readsNothing, ""],
    ["page=2", blog, undefined],
    ["page=2&bust=1&category=Health", blog, "?page=2&category=Health"],
    ["page=2&page=3&x=1", blog, "?page=2"],
    ["anything=1", "any", undefined],
    // Other spellings of a read or tracking parameter's name, and a read parameter given twice.
    ["?page=2", blog, undefined],
    ["page=2&page=777", blog, "?page=2"],
    ["p%61ge=2", blog, ""],
    ["page=2&p%61ge=3", blog, "?page=2"],
    ["utm%5Fsource=1", readsNothing, ""],
    ["%75tm_source=3&page=2", blog, "?page=2"],
    ["fbcl%69d=1", readsNothing, ""],
    ["category=Step%20counting", blog, undefined],
    ["page=%zz", blog, undefined],
  ] as const)("%s -> %s", (query, reads, expected) => {
    expect(canonicalSearch(query, reads)).toBe(expected);
  });

  it("knows the tracking parameters", () => {
    expect(["utm_campaign", "fbclid", "gclid"].every(isTrackingParameter)).toBe(true);
    expect(["utm", "q", "page"].some(isTrackingParameter)).toBe(false);
  });
});
