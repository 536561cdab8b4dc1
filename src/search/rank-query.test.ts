import { beforeAll, describe, expect, it } from "vitest";
import { loadContent } from "../content/load-content.js";
import { judgedQueries } from "./judged-queries.js";
import { planQuery } from "./query-plan.js";
import { rankQuery } from "./rank-query.js";
import { type SearchType, searchDocuments } from "./search-document.js";
import { contentFields, createSearchEngine, type SearchEngine } from "./search-engine.js";
import { tokenize } from "./tokenize.js";
import { typoDistance } from "./typo-distance.js";

let engine: SearchEngine;

beforeAll(async () => {
  engine = createSearchEngine(searchDocuments(await loadContent("content")));
});

/**
 * The ranking as one MiniSearch search of all the query's terms gives it (how the search was first
 * written): every match scored, copied and sorted.
 */
function oneSearch(q: string, type?: SearchType) {
  const plan = planQuery(tokenize(q), {
    vocabulary: engine.vocabulary,
    sortedVocabulary: engine.sortedVocabulary,
    words: engine.words,
    weights: engine.tuning.weights,
  });
  const planned = new Map(plan.terms.map((entry) => [entry.term, entry]));
  const { tuning } = engine;
  return engine.index
    .search(plan.terms.map((entry) => entry.term).join(" "), {
      tokenize: (query) => query.split(" "),
      processTerm: (term) => term,
      fields: [...contentFields],
      boost: { ...tuning.boost },
      bm25: tuning.bm25,
      weights: tuning.weights,
      combineWith: "OR",
      boostTerm: (term) => planned.get(term)?.weight ?? 1,
      prefix: (term) => term === plan.prefixTerm,
      fuzzy: (term) => {
        const entry = planned.get(term);
        return !engine.vocabulary.has(term) && entry?.weight === 1 && !entry.exact
          ? typoDistance(term)
          : false;
      },
    })
    .map((result) => {
      const document = engine.documents.get(result.id)!;
      const words = new Set(result.queryTerms.flatMap((term) => planned.get(term)?.words ?? [])).size;
      const score = (result.score / result.queryTerms.length) * words * tuning.typeBoost[document.type];
      return { id: document.id, type: document.type, score: Math.round(score * 1e6) / 1e6 };
    })
    .filter((result) => type === undefined || result.type === type)
    .sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1));
}

const queries = [
  ...judgedQueries.map((judged) => judged.q),
  "heart zzzz",
  "zzzz wheelch",
  "walking ste",
  "far distance",
];

describe("rankQuery", () => {
  it.each([undefined, "doc", "calculator"] as const)(
    "ranks as one MiniSearch search of all the terms would, with type %s",
    (type) => {
      for (const q of queries) {
        const expected = oneSearch(q, type);
        for (const cache of ["cold", "warm"]) {
          if (cache === "cold") engine.termHits.clear();
          const { top, total } = rankQuery(engine, q, { type, limit: 50 });
          expect(total, q).toBe(expected.length);
          expect(
            top.map(({ document, score }) => ({ id: document.id, type: document.type, score })),
            `${q} (${cache} cache)`,
          ).toEqual(expected.slice(0, 50));
        }
      }
    },
  );

  it("keeps the best limit pages and counts all", () => {
    const all = rankQuery(engine, "walking steps goal", { limit: 50 });
    for (const limit of [1, 3, 10]) {
      const some = rankQuery(engine, "walking steps goal", { limit });
      expect(some.total).toBe(all.total);
      expect(some.top).toEqual(all.top.slice(0, limit));
    }
  });

  it("completes a last word only from three letters", () => {
    const total = (q: string) => rankQuery(engine, q, { limit: 1 }).total;
    expect(total("zzzz wa")).toBe(0);
    expect(total("zzzz wal")).toBeGreaterThan(50);
  });
});
