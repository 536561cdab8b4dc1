/** The most work a query may cause (issue 19: 200 characters of near-miss words cost 30 normal queries). */
export interface QueryBudget {
  /** Query words corrected for typos; later unknown words must match as typed. */
  readonly maxTypoWords: number;
  /** The longest word corrected for typos; no real word mistyped is longer. */
  readonly maxTypoWordLength: number;
  /** Index terms one mistyped word may stand for, the closest first. */
  readonly maxTypoExpansions: number;
  /** Index terms looked up: every word's own term, its synonyms, completions and corrections. */
  readonly maxLookups: number;
  /** Page hits added up, over all lookups (at 100 times the content a common term has 8,818). */
  readonly maxPostings: number;
}

/** The budget the service uses: a judged query needs at most 2 typo words, 45 lookups. */
export const queryBudget: QueryBudget = {
  maxTypoWords: 3,
  maxTypoWordLength: 24,
  maxTypoExpansions: 12,
  maxLookups: 64,
  maxPostings: 200_000,
};

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

/** A fresh count. */
export function noWork(): QueryWork {
  return { typoWords: 0, lookups: 0, postings: 0, truncated: false };
}
