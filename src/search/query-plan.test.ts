import { describe, expect, it } from "vitest";
import { planQuery } from "./query-plan.js";
import { tokenize } from "./tokenize.js";

const context = {
  vocabulary: new Set(["walk", "calori", "step", "distanc", "mile", "cancel"]),
  words: new Set(["walking", "calories", "steps", "distance", "miles", "cancel"]),
  weights: { fuzzy: 0.45, synonym: 0.5 },
};

const plan = (query: string) => planQuery(tokenize(query), context);

describe("planQuery", () => {
  it("drops stop words and stems the rest", () => {
    expect(plan("how do I walk")).toEqual({
      terms: [{ term: "walk", weight: 1, words: [3] }],
      prefixTerm: "walk",
    });
  });

  it("has no terms for a query made only of stop words", () => {
    expect(plan("what is it").terms).toEqual([]);
  });

  it("looks up the last word as a prefix, unless it is a stop word", () => {
    expect(plan("steps to calo").prefixTerm).toBe("calo");
    expect(plan("calories to").prefixTerm).toBeUndefined();
  });

  it("puts back swapped letters of an unknown word, at the typo weight", () => {
    expect(plan("walkign").terms).toEqual([{ term: "walk", weight: 0.45, words: [0] }]);
    expect(plan("calroies").terms).toEqual([{ term: "calori", weight: 0.45, words: [0] }]);
  });

  it("leaves other unknown words for the index's typo tolerance", () => {
    expect(plan("wigdets").terms).toEqual([{ term: "wigdet", weight: 1, words: [0] }]);
  });

  it("maps equivalent words before stemming", () => {
    expect(plan("kcal").terms).toEqual([{ term: "calori", weight: 1, words: [0] }]);
  });

  it("adds synonyms at the synonym weight, tied to the word they came from", () => {
    expect(plan("how far").terms).toEqual([
      { term: "far", weight: 1, words: [1] },
      { term: "distanc", weight: 0.5, words: [1] },
      { term: "mile", weight: 0.5, words: [1] },
    ]);
  });

  it("merges a term reached twice, keeping the higher weight", () => {
    expect(plan("far distance").terms).toEqual([
      { term: "far", weight: 1, words: [0] },
      { term: "distanc", weight: 1, words: [0, 1] },
      { term: "mile", weight: 0.5, words: [0, 1] },
    ]);
  });
});
