/** The most work a query may cause (issue 19: 200 characters of near-miss words cost 30 normal queries). */
export const queryBudget = {
  /** Query words corrected for typos; later unknown words must match as typed (a judged query needs 2). */
  maxTypoWords: 3,
  /** The longest word corrected for typos; no real word mistyped is longer. */
  maxTypoWordLength: 24,
  /** Index terms one mistyped word may stand for, the closest first. */
  maxTypoExpansions: 12,
  /** Index terms looked up: every word's own term, its synonyms, completions and corrections (45 judged). */
  maxLookups: 64,
  /** Page hits added up, over all lookups (at 100 times the content a common term has 8,818). */
  maxPostings: 200_000,
};

/** A query budget: the service uses `queryBudget`. */
export type QueryBudget = typeof queryBudget;

/** What one query cost, counted as it ran; each count stays within its `QueryBudget` limit. */
export interface QueryWork {
  /** Words that were corrected for typos. */
  typoWords: number;
  /** Index terms looked up. */
  lookups: number;
  /** Page hits added up. */
  postings: number;
  /** Whether a limit left part of the query unsearched. */
  truncated: boolean;
}
