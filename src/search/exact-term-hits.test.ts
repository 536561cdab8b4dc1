import { describe, expect, it } from "vitest";
import { testGraph } from "../../test/support/service.js";
import { exactTermHits } from "./exact-term-hits.js";
import { searchDocuments } from "./search-document.js";
import { contentFields, contentIndexOf, createSearchEngine, pageField } from "./search-engine.js";

describe("exact term hits", () => {
  it("are what MiniSearch's own search answers, page for page and score for score, for every index term", async () => {
    const engine = createSearchEngine(searchDocuments(await testGraph()));
    const index = contentIndexOf(engine.pages);
    const { boost, bm25 } = engine.tuning;
    // With rarity measured within each field, as MiniSearch measures it.
    const scoring = { boost, bm25, pageRarity: 0 };
    let terms = 0;
    let postings = 0;
    for (const term of [...engine.vocabulary, "zzzz"]) {
      const results = index.search(term, {
        tokenize: (query) => query.split(" "),
        processTerm: (word) => word,
        fields: [...contentFields],
        boost,
        bm25,
        prefix: false,
        fuzzy: false,
      });
      const hits = exactTermHits(engine.postings, term, scoring);
      const byPage = (pairs: [number, number][]) => pairs.sort((a, b) => a[0] - b[0]);
      expect(byPage([...hits.pages].map((page, i) => [page, hits.scores[i]!])), term).toEqual(
        byPage(results.map((result) => [result[pageField] as number, result.score])),
      );
      terms++;
      postings += hits.pages.length;
    }
    expect(terms).toBeGreaterThan(2000);
    expect(postings).toBeGreaterThan(20_000);
  });

  it("blend in a term's rarity over whole pages: a word many pages hold weighs less in the few titles with it", async () => {
    const engine = createSearchEngine(searchDocuments(await testGraph()));
    const { boost, bm25 } = engine.tuning;
    const byField = (pageRarity: number, term: string) => {
      const hits = exactTermHits(engine.postings, term, { boost, bm25, pageRarity });
      return new Map([...hits.pages].map((page, i) => [page, hits.scores[i]!]));
    };
    // "step" is in nearly every page, so its page rarity is about 0 and half the blend is left.
    const [page, fieldOnly] = [...byField(0, "step")][0]!;
    expect(byField(0.5, "step").get(page)).toBeCloseTo(fieldOnly / 2, 0);
    expect(byField(0.5, "step").get(page)).toBeLessThan(fieldOnly);
  });
});
