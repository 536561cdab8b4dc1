import { describe, expect, it } from "vitest";
import { hitAt1, ndcgAt, reciprocalRank } from "./eval-metrics.js";

const relevant = new Set(["b"]);

describe("reciprocalRank", () => {
  it.each([
    [["b", "a"], 1],
    [["a", "b"], 0.5],
    [["a", "c", "d", "b"], 0.25],
    [["a"], 0],
    [[], 0],
  ])("%j -> %d", (ranked, expected) => {
    expect(reciprocalRank(ranked, relevant)).toBe(expected);
  });

  it("only looks at the top k", () => {
    expect(reciprocalRank(["a", "c", "b"], relevant, 2)).toBe(0);
  });
});

describe("hitAt1", () => {
  it.each([
    [["b", "a"], 1],
    [["a", "b"], 0],
    [[], 0],
  ])("%j -> %d", (ranked, expected) => {
    expect(hitAt1(ranked, relevant)).toBe(expected);
  });
});

describe("ndcgAt", () => {
  const grades = new Map([
    ["best", 2],
    ["good", 1],
  ]);

  it("is 1 for the ideal order and 0 with nothing relevant", () => {
    expect(ndcgAt(["best", "good", "x"], grades)).toBe(1);
    expect(ndcgAt(["x", "y"], grades)).toBe(0);
  });

  it("discounts relevant results by rank", () => {
    const ideal = 3 + 1 / Math.log2(3);
    expect(ndcgAt(["good", "best"], grades)).toBeCloseTo((1 + 3 / Math.log2(3)) / ideal, 12);
  });

  it("ignores results after k", () => {
    expect(ndcgAt(["x", "best"], grades, 1)).toBe(0);
  });
});
