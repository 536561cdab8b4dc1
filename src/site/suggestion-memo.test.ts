import { describe, expect, it } from "vitest";
import { createSuggestionMemo } from "./suggestion-memo.js";

describe("createSuggestionMemo", () => {
  it("makes each key's text once, and keeps it", () => {
    const memo = createSuggestionMemo();
    let made = 0;
    const make = () => `<ul>${++made}</ul>`;
    expect(memo("html streak freeze", make)).toBe("<ul>1</ul>");
    expect(memo("html streak freeze", make)).toBe("<ul>1</ul>");
    expect(memo("markdown streak freeze", make)).toBe("<ul>2</ul>");
    expect(made).toBe(2);
  });

  it("stays bounded: a stream of distinct missing paths forgets the oldest", () => {
    const memo = createSuggestionMemo();
    for (let index = 0; index < 5_000; index++) memo(`html path ${index}`, () => "x".repeat(500));
    let made = false;
    memo("html path 0", () => {
      made = true;
      return "";
    });
    expect(made).toBe(true);
  });
});
