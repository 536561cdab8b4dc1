import { beforeAll, describe, expect, it } from "vitest";
import type { ContentGraph } from "../../src/content/types.js";
import { loadContent } from "../../src/node/load-content.js";
import { rankQuery } from "../../src/search/rank-query.js";
import { searchDocuments } from "../../src/search/search-document.js";
import { createSearchEngine } from "../../src/search/search-engine.js";
import { evaluateSearch } from "./evaluate-search.js";
import { judgedQueries } from "./judged-queries.js";

let graph: ContentGraph;

beforeAll(async () => {
  graph = await loadContent("content");
});

describe("search quality over the judged queries (issue 5)", () => {
  it("has at least 60 distinct queries, each judging pages that exist", () => {
    const pages = new Set([
      ...[...graph.docs.keys()].map((slug) => `/guide/${slug}`),
      ...graph.articles.map((page) => `/blog/${page.slug}`),
      ...[...graph.calculatorPages.keys()].map((slug) => `/tools/${slug}`),
      ...graph.audiences.map((page) => `/for/${page.slug}`),
    ]);
    expect(new Set(judgedQueries.map((entry) => entry.q)).size).toBe(judgedQueries.length);
    expect(judgedQueries.length).toBeGreaterThanOrEqual(60);
    for (const entry of judgedQueries) {
      expect(entry.best.length).toBeGreaterThan(0);
      for (const path of [...entry.best, ...(entry.also ?? [])]) expect(pages, entry.q).toContain(path);
    }
  });

  it("meets the targets: MRR@10 >= 0.9 and hit@1 >= 0.8", () => {
    const evaluation = evaluateSearch(createSearchEngine(searchDocuments(graph)), judgedQueries);
    expect(evaluation.mrr10).toBeGreaterThanOrEqual(0.9);
    expect(evaluation.hit1).toBeGreaterThanOrEqual(0.8);
  });
});

describe("a page's own title as the query", () => {
  it("ranks that page first, for every page (a reader pasting a title from a link)", () => {
    const engine = createSearchEngine(searchDocuments(graph));
    const missed = engine.pages
      .filter((page) => rankQuery(engine, page.title, { limit: 1 }).top[0]?.document.id !== page.id)
      .map((page) => `${page.title} -> ${rankQuery(engine, page.title, { limit: 1 }).top[0]?.document.id}`);
    expect(missed).toEqual([]);
  });
});
