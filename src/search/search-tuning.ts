import type { BM25Params } from "minisearch";
import type { SearchType } from "./search-document.js";

/** The knobs of ranking, tuned against the judged queries (`npm run search:eval`). */
export interface SearchTuning {
  /** Weight of a match in each field relative to the body. */
  readonly boost: Readonly<{ title: number; headings: number; summary: number; body: number }>;
  /** BM25+ term-frequency saturation (k), length normalisation (b) and floor (d). */
  readonly bm25: Readonly<BM25Params>;
  /** Weights relative to an exact match (1): a typo match, a last-word prefix match, an added synonym. */
  readonly weights: Readonly<{ fuzzy: number; prefix: number; synonym: number }>;
  /** A prior per page type, multiplying its scores. */
  readonly typeBoost: Readonly<Record<SearchType, number>>;
  /** Multiplies the score of a page whose whole title is the query (its words, in order). */
  readonly exactTitle: number;
  /** Multiplies guide pages' scores when `queryIntent` finds one; troubleshooting's again for a problem, Pro's for a price. */
  readonly intent: Readonly<{ guide: number; troubleshooting: number; pro: number }>;
  /** Times the second result's score the first must reach to be the best answer (1.5: 99 % judged best). */
  readonly clearWin: number;
}

/** The tuning the service uses. */
export const searchTuning: SearchTuning = {
  boost: { title: 4, headings: 2, summary: 2, body: 1 },
  bm25: { k: 1.2, b: 0.7, d: 0.5 },
  weights: { fuzzy: 0.45, prefix: 0.45, synonym: 0.5 },
  typeBoost: { article: 1, doc: 1, calculator: 1.4, audience: 1.2 },
  exactTitle: 10,
  intent: { guide: 1.5, troubleshooting: 1.6, pro: 1.6 },
  clearWin: 1.5,
};
