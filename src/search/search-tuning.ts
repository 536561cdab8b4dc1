/** The knobs of ranking, chosen on the three judged sets (`npm run search:eval`) and checked on questions
 * kept outside them (docs/search.md). */
export const searchTuning = {
  /** Weight of a match in each field relative to the body. */
  boost: { title: 3.5, headings: 2, summary: 2, body: 1 },
  /** BM25+ term-frequency saturation (k), length normalisation (b) and floor (d). */
  bm25: { k: 1.2, b: 0.7, d: 0.5 },
  /**
   * The share of a term's rarity counted over whole pages rather than within each field (MiniSearch's
   * way, 0): half, so that a common word in a few titles ("set", "walk") no longer outweighs a rare one
   * in the text ("rollator", "excel").
   */
  pageRarity: 0.5,
  /**
   * Weights relative to an exact match (1): a typo match, a last-word prefix match, an added synonym, and
   * a word of the story a query tells before it asks (`askPosition`).
   */
  weights: { fuzzy: 0.45, prefix: 0.45, synonym: 0.7, story: 0.5 },
  /** A prior per page type, multiplying its scores. */
  typeBoost: { article: 1, doc: 1, calculator: 1.4, audience: 1.2 },
  /** Multiplies the score of a page whose whole title is the query (its words, in order). */
  exactTitle: 10,
  /** Multiplies the score of the one page with a section heading of 4 words or more that is the query, word for word. */
  exactHeading: 4,
  /** Multiplies, for a problem, the score of a page with a problem heading holding two of its terms (`pagesAnswering`). */
  problemHeading: 2,
  /** Multiplies guide pages' scores when `queryIntent` finds one; troubleshooting's again for a problem, Pro's for a price. */
  intent: { guide: 1.5, troubleshooting: 1.6, pro: 1.6 },
  /** Times the second result's score the first must reach to be the best answer (1.3: 98 % of 153 cards right on the judged sets, against 134 cards at 1.5). */
  clearWin: 1.3,
};

/** The tuning the service uses. */
export type SearchTuning = typeof searchTuning;
