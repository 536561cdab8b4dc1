import { describe, expect, it } from "vitest";
import { cappedCompletions, maxCompletions, planQuery } from "./query-plan.js";
import { tokenize } from "./tokenize.js";

const terms = ["walk", "calori", "step", "distanc", "mile", "cancel"];
const context = {
  vocabulary: new Set(terms),
  sortedVocabulary: [...terms].sort(),
  words: new Set(["walking", "calories", "steps", "distance", "miles", "cancel"]),
  tuning: { weights: { fuzzy: 0.45, prefix: 0.45, synonym: 0.5, story: 0.5 } },
};

const plan = (query: string) => planQuery(tokenize(query), context);

describe("planQuery", () => {
  it("drops stop words and stems the rest", () => {
    expect(plan("the walk")).toEqual({
      terms: [{ term: "walk", weight: 1, words: [1] }],
      prefixTerm: "walk",
      transposed: new Map(),
    });
  });

  it("completes the last word of a topic, not the whole word that ends a question", () => {
    // "streak free" may be "streak freezes" being typed; "is it free" asks about the price.
    const freeTerms = ["free", "freez", "streak"];
    const freeContext = { ...context, vocabulary: new Set(freeTerms), sortedVocabulary: freeTerms };
    expect(planQuery(tokenize("streak free"), freeContext).prefixTerm).toBe("free");
    expect(planQuery(tokenize("is it free"), freeContext).prefixTerm).toBeUndefined();
    expect(plan("how do I walk").prefixTerm).toBeUndefined();
    // A word the pages do not hold is still being typed, question or not.
    expect(plan("how do I canc").prefixTerm).toBe("canc");
  });

  it("weighs the story told before a question less than the question, and reads the question's intent", () => {
    const planned = plan("walking 5 miles after my knee op, how do i cancel");
    expect(planned.intent).toBe("how-to");
    expect(planned.terms.find((entry) => entry.term === "walk")?.weight).toBe(0.5);
    expect(planned.terms.find((entry) => entry.term === "cancel")?.weight).toBe(1);
  });

  it("has no terms for a query made only of stop words", () => {
    expect(plan("what is it").terms).toEqual([]);
  });

  it("looks up the last word as a prefix, unless it is a stop word", () => {
    expect(plan("steps to calo").prefixTerm).toBe("calo");
    expect(plan("calories to").prefixTerm).toBeUndefined();
  });

  it("completes a last word only from three letters", () => {
    expect(plan("walking s").prefixTerm).toBeUndefined();
    expect(plan("walking st").prefixTerm).toBeUndefined();
    expect(plan("walking ste").prefixTerm).toBe("ste");
    expect(plan("st").terms).toEqual([{ term: "st", weight: 1, words: [0] }]);
  });

  it(`looks up only the shortest ${maxCompletions} completions of a prefix that starts more`, () => {
    // "wal" starts 45 terms: "wala" ... "walz" and 19 of "walkXY"; the 26 four-letter ones and 14 of the others are kept.
    const letters = "abcdefghijklmnopqrstuvwxyz";
    const many = [...letters]
      .map((letter) => `wal${letter}`)
      .concat([...letters.slice(0, 19)].map((l) => `walk${l}x`));
    const sorted = [...many, "step"].sort();
    const capped = planQuery(tokenize("step wal"), {
      ...context,
      vocabulary: new Set(sorted),
      sortedVocabulary: sorted,
    });
    expect(capped.prefixTerm).toBeUndefined();
    const [step, wal, ...completions] = capped.terms;
    expect(step).toEqual({ term: "step", weight: 1, words: [0] });
    // The typed term is looked up as it is, never corrected: its completions stand in for that.
    expect(wal).toEqual({ term: "wal", weight: 1, words: [1], exact: true });
    expect(completions).toHaveLength(maxCompletions);
    expect(completions.map((entry) => entry.term)).toEqual(
      [...many].sort((a, b) => a.length - b.length || (a < b ? -1 : 1)).slice(0, maxCompletions),
    );
    // The weight MiniSearch gives a prefix match: 0.45 * 4 / (4 + 0.3) for one more letter.
    expect(completions[0]).toEqual({ term: "wala", weight: (0.45 * 4) / 4.3, words: [1], exact: true });
    expect(completions.at(-1)).toEqual({ term: "walknx", weight: (0.45 * 6) / 6.9, words: [1], exact: true });
    expect(cappedCompletions(sorted, "walk")).toBeUndefined();
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

  it('reads a negation as the troubleshooting pages\' words: "isn\'t counting" as "not" and "stopped"', () => {
    expect(plan("steps aren't counting").terms.filter((term) => term.weight === 0.5)).toEqual([
      { term: "not", weight: 0.5, words: [1] },
      { term: "stop", weight: 0.5, words: [1] },
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
