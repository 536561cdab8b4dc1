import type MiniSearch from "minisearch";
import { beforeAll, describe, expect, it } from "vitest";
import { judgedQueries } from "../../test/search/judged-queries.js";
import { questionQueries } from "../../test/search/question-queries.js";
import { loadContent } from "../node/load-content.js";
import { pagesAnswering } from "./problem-headings.js";
import { queryBudget } from "./query-budget.js";
import { readWords } from "./query-intent.js";
import { planQuery } from "./query-plan.js";
import { rankQuery } from "./rank-query.js";
import { type SearchDocument, type SearchType, searchDocuments } from "./search-document.js";
import {
  contentFields,
  contentIndexOf,
  createSearchEngine,
  type SearchEngine,
  titleKey,
} from "./search-engine.js";
import { tokenize } from "./tokenize.js";
import { typoDistance } from "./typo-distance.js";

let engine: SearchEngine;
/** The index of the ranked fields, which the engine reads its postings from and does not keep. */
let contentIndex: MiniSearch<SearchDocument>;

beforeAll(async () => {
  const made = createSearchEngine(searchDocuments(await loadContent("content")));
  // Rarity measured within each field, as MiniSearch measures it (`pageRarity` is tested in exact-term-hits).
  engine = { ...made, tuning: { ...made.tuning, pageRarity: 0 } };
  contentIndex = contentIndexOf(engine.pages);
});

/**
 * The ranking as one MiniSearch search of all the query's terms gives it (how the search was first
 * written): every match scored, copied and sorted.
 */
function oneSearch(q: string, type?: SearchType) {
  const typed = readWords(tokenize(q)).words;
  const plan = planQuery(typed, engine);
  const { intent } = plan;
  const planned = new Map(plan.terms.map((entry) => [entry.term, entry]));
  const answering =
    intent === "problem" ? pagesAnswering(engine.problemHeadings, planned.keys()) : new Set<number>();
  const { tuning } = engine;
  return contentIndex
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
      const document = engine.pages.find((page) => page.id === result.id)!;
      const words = new Set(result.queryTerms.flatMap((term) => planned.get(term)?.words ?? [])).size;
      const titled = engine.titles.get(titleKey(typed))?.includes(engine.pages.indexOf(document));
      // The longest section heading the query is or starts with (four words or more).
      const asked = [...Array(Math.max(0, typed.length - 3)).keys()]
        .map((cut) => engine.headings.get(titleKey(typed.slice(0, typed.length - cut))))
        .find((page) => page !== undefined);
      const headed = asked === engine.pages.indexOf(document);
      // What the query reads as: guide pages for a problem, task or question, troubleshooting for a problem.
      const guide = document.type === "doc" && intent !== undefined;
      const troubleshooting = guide && intent === "problem" && document.section === "troubleshooting";
      const pro = guide && intent === "price" && document.section === "stepzy-pro";
      const score =
        (result.score / result.queryTerms.length) *
        words *
        tuning.typeBoost[document.type] *
        (titled ? tuning.exactTitle : 1) *
        (headed ? tuning.exactHeading : 1) *
        (guide ? tuning.intent.guide : 1) *
        (troubleshooting ? tuning.intent.troubleshooting : 1) *
        (pro ? tuning.intent.pro : 1) *
        (answering.has(engine.pages.indexOf(document)) ? tuning.problemHeading : 1);
      return { id: document.id, type: document.type, score: Math.round(score * 1e6) / 1e6 };
    })
    .filter((result) => type === undefined || result.type === type)
    .sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1));
}

const queries = [
  ...judgedQueries.map((judged) => judged.q),
  ...questionQueries.map((judged) => judged.q),
  "heart zzzz",
  "zzzz wheelch",
  "walking ste",
  "far distance",
  "do i need an apple watch for this app",
];

describe("rankQuery", () => {
  it("ranks first the page whose question heading the query starts with", () => {
    const { top } = rankQuery(engine, "do i need an apple watch for this app", { limit: 3 });
    expect(top[0]?.document.slug).toBe("install-and-set-up");
  });

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

describe("the cost of one query (issue 19)", () => {
  // The kinds of query that cost the most before the budget: many near-miss words (each corrected
  // by two edits), long made-up words, many common words, and all of them up to the 200-character
  // limit; found with `npm run search:worst`.
  const nearMisses = "stpes wlaking calroies hert rtae distanse strake goles widgit wacth reminers";
  const hostile = [
    `${nearMisses} ${nearMisses}`.slice(0, 200),
    "abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz ".repeat(4).slice(0, 200),
    "walking steps calories heart rate distance streak goals widget watch reminders health privacy"
      .repeat(3)
      .slice(0, 200),
    "once 51451 diagnosis que 79224 utf tools 39793 tacste wafhutblespzeypmhwunsjwdhhqwze at enumbera oljer lot i 13004 sod 18419 work",
  ];

  it.each(hostile)("stays within the budget and still answers: %s", (q) => {
    engine.termHits.clear();
    const { top, work } = rankQuery(engine, q, { limit: 10 });
    expect(work.typoWords).toBeLessThanOrEqual(queryBudget.maxTypoWords);
    expect(work.lookups).toBeLessThanOrEqual(queryBudget.maxLookups);
    expect(work.postings).toBeLessThanOrEqual(queryBudget.maxPostings + engine.pages.length);
    if (!q.startsWith("abc")) expect(top.length).toBeGreaterThan(0);
  });

  it("says when a limit left part of a query unsearched, and ranks what it found", () => {
    const small = { ...queryBudget, maxLookups: 2 };
    const { work, top } = rankQuery(engine, "walking calories heart streak", { limit: 5, budget: small });
    expect(work).toMatchObject({ lookups: 2, truncated: true });
    expect(top.length).toBeGreaterThan(0);
    expect(rankQuery(engine, "walking calories", { limit: 5 }).work.truncated).toBe(false);
  });

  it("corrects at most the budget's number of words", () => {
    const { work } = rankQuery(engine, nearMisses, { limit: 5 });
    expect(work.typoWords).toBe(queryBudget.maxTypoWords);
    expect(work.truncated).toBe(true);
  });

  // 2,000 queries of two made-up words each: more words than the vocabulary has terms. Each query
  // corrects typos, so this takes seconds on a busy machine; its limit is not a speed check.
  it("never keeps hits for words the pages do not use, however many are searched", {
    timeout: 60_000,
  }, () => {
    engine.termHits.clear();
    const queries = 2000;
    expect(2 * queries).toBeGreaterThan(engine.vocabulary.size);
    for (let index = 0; index < queries; index++) {
      rankQuery(engine, `zq${index.toString(36)}x walkng qv${index}`, { limit: 5 });
    }
    expect(engine.termHits.size).toBeLessThanOrEqual(engine.vocabulary.size);
    for (const term of engine.termHits.keys()) expect(engine.vocabulary.has(term), term).toBe(true);
  });
});
