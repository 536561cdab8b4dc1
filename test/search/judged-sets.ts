import { type JudgedQuery, judgedQueries } from "./judged-queries.js";
import { questionQueries } from "./question-queries.js";
import { reviewerQuestions } from "./reviewer-questions.js";

/** The lowest mean scores a judged set may fall to; CI fails below any of them. */
export interface Floors {
  readonly mrr10?: number;
  readonly hit1?: number;
  readonly hit3?: number;
}

/** A judged query set and its floors. */
export interface JudgedSet {
  readonly name: string;
  readonly queries: readonly JudgedQuery[];
  readonly floors: Floors;
}

/**
 * The judged sets, declared once for `npm run search:eval` and the search quality test: the
 * page-like queries, the questions people type to a help site (problems, how-tos, "does it"), and
 * the questions two reviewers wrote apart from the ranking (`reviewerQuestions`).
 */
export const judgedSets: readonly JudgedSet[] = [
  { name: "page-like queries", queries: judgedQueries, floors: { mrr10: 0.95, hit1: 0.8 } },
  { name: "questions in people's words", queries: questionQueries, floors: { mrr10: 0.85, hit3: 0.9 } },
  { name: "reviewers' questions", queries: reviewerQuestions, floors: { mrr10: 0.8, hit3: 0.9 } },
];

/** The floors a set's scores fall below, as "MRR@10 0.81 < 0.85"; empty when it meets them all. */
export function missedFloors(
  scores: { readonly mrr10: number; readonly hit1: number; readonly hit3: number },
  floors: Floors,
): string[] {
  const missed: string[] = [];
  for (const [name, key] of [
    ["MRR@10", "mrr10"],
    ["hit@1", "hit1"],
    ["hit@3", "hit3"],
  ] as const) {
    const floor = floors[key];
    if (floor !== undefined && scores[key] < floor)
      missed.push(`${name} ${scores[key].toFixed(3)} < ${floor}`);
  }
  return missed;
}
