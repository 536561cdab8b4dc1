import { createSiteUrls } from "../../src/routes/site-urls.js";
import { pageUrl } from "../../src/search/page-url.js";
import { rankQuery } from "../../src/search/rank-query.js";
import type { SearchEngine } from "../../src/search/search-engine.js";
import { hitAt, hitAt1, ndcgAt, reciprocalRank } from "./eval-metrics.js";
import type { JudgedQuery } from "./judged-queries.js";

/** How one judged query fared. */
export interface QueryOutcome {
  readonly q: string;
  /** Site paths of the top 10 results. */
  readonly top: readonly string[];
  readonly reciprocalRank: number;
  readonly ndcg5: number;
  readonly hit1: number;
  readonly hit3: number;
}

/** Mean quality over a judged query set. */
export interface SearchEvaluation {
  readonly queries: number;
  readonly mrr10: number;
  readonly ndcg5: number;
  readonly hit1: number;
  readonly hit3: number;
  readonly outcomes: readonly QueryOutcome[];
}

// Site paths: the same builder as absolute URLs, with an empty base.
const paths = createSiteUrls("");

/** Runs every judged query through the engine and scores the rankings (MRR@10, nDCG@5, hit@1, hit@3). */
export function evaluateSearch(engine: SearchEngine, judged: readonly JudgedQuery[]): SearchEvaluation {
  const outcomes = judged.map((entry): QueryOutcome => {
    const top = rankQuery(engine, entry.q, { limit: 10 }).top.map(({ document }) =>
      pageUrl(document.type, document.slug, paths),
    );
    const best = new Set(entry.best);
    const grades = new Map<string, number>([
      ...(entry.also ?? []).map((path) => [path, 1] as const),
      ...entry.best.map((path) => [path, 2] as const),
    ]);
    return {
      q: entry.q,
      top,
      reciprocalRank: reciprocalRank(top, best, 10),
      ndcg5: ndcgAt(top, grades, 5),
      hit1: hitAt1(top, best),
      hit3: hitAt(top, best, 3),
    };
  });
  const mean = (pick: (outcome: QueryOutcome) => number) =>
    outcomes.reduce((sum, outcome) => sum + pick(outcome), 0) / Math.max(1, outcomes.length);
  return {
    queries: outcomes.length,
    mrr10: mean((outcome) => outcome.reciprocalRank),
    ndcg5: mean((outcome) => outcome.ndcg5),
    hit1: mean((outcome) => outcome.hit1),
    hit3: mean((outcome) => outcome.hit3),
    outcomes,
  };
}
