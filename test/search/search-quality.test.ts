import { beforeAll, describe, expect, it } from "vitest";
import type { ContentGraph } from "../../src/content/types.js";
import { loadContent } from "../../src/node/load-content.js";
import { rankQuery } from "../../src/search/rank-query.js";
import { searchDocuments } from "../../src/search/search-document.js";
import { createSearchEngine } from "../../src/search/search-engine.js";
import { evaluateSearch } from "./evaluate-search.js";
import { judgedSets, missedFloors } from "./judged-sets.js";

let graph: ContentGraph;

beforeAll(async () => {
  graph = await loadContent("content");
});

describe.each(judgedSets)("search quality over the $name", ({ queries, floors }) => {
  it("has at least 60 distinct queries, each judging pages that exist", () => {
    const pages = new Set([
      ...[...graph.docs.keys()].map((slug) => `/guide/${slug}`),
      ...graph.articles.map((page) => `/blog/${page.slug}`),
      ...[...graph.calculatorPages.keys()].map((slug) => `/tools/${slug}`),
      ...graph.audiences.map((page) => `/for/${page.slug}`),
    ]);
    expect(new Set(queries.map((entry) => entry.q)).size).toBe(queries.length);
    expect(queries.length).toBeGreaterThanOrEqual(60);
    for (const entry of queries) {
      expect(entry.best.length).toBeGreaterThan(0);
      for (const path of [...entry.best, ...(entry.also ?? [])]) expect(pages, entry.q).toContain(path);
    }
  });

  it(`meets its floors (${JSON.stringify(floors)}); the ranking is deterministic, so this is no timing test`, () => {
    const evaluation = evaluateSearch(createSearchEngine(searchDocuments(graph)), queries);
    expect(missedFloors(evaluation, floors)).toEqual([]);
  });
});

describe("the judged sets apart", () => {
  it("share no query: the questions are held apart from the page-like queries", () => {
    const pageLike = new Set(judgedSets[0]!.queries.map((entry) => entry.q));
    expect(judgedSets[1]!.queries.filter((entry) => pageLike.has(entry.q))).toEqual([]);
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
