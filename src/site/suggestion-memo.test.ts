import { describe, expect, it } from "vitest";
import { createSuggestionMemo, suggestionMemoBudget } from "./suggestion-memo.js";

describe("createSuggestionMemo", () => {
  it("makes each key's text once, and keeps it", () => {
    const memo = createSuggestionMemo();
    let made = 0;
    const make = () => `<ul>${++made}</ul>`;
    expect(memo.text("html streak freeze", make)).toBe("<ul>1</ul>");
    expect(memo.text("html streak freeze", make)).toBe("<ul>1</ul>");
    expect(memo.text("markdown streak freeze", make)).toBe("<ul>2</ul>");
    expect(made).toBe(2);
    expect(memo.entries).toBe(2);
  });

  it("stays bounded: a stream of distinct missing paths forgets the oldest", () => {
    const memo = createSuggestionMemo();
    for (let index = 0; index < 5_000; index++) memo.text(`html path ${index}`, () => "x".repeat(500));
    expect(memo.entries).toBeLessThanOrEqual(suggestionMemoBudget.entries);
    expect(memo.characters).toBeLessThanOrEqual(suggestionMemoBudget.characters);
    let made = false;
    memo.text("html path 0", () => {
      made = true;
      return "";
    });
    expect(made).toBe(true);
  });
});
