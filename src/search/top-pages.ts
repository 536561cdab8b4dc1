import type { SearchDocument } from "./search-document.js";
import type { SearchEngine } from "./search-engine.js";

/** A ranked page: the document and its score. */
export interface RankedDocument {
  readonly document: SearchDocument;
  /**
   * Relevance, higher is better, only comparable within one query: the sum over matched terms of
   * their BM25+ weight in each field times the field boost (and the typo, prefix or synonym
   * weight), times the page type's prior, times the number of query words matched; rounded to 6
   * places.
   */
  readonly score: number;
}

/** The best pages for a query, and how many pages match it in all. */
const scorePlaces = 1e6;

/**
 * The best `limit` pages of a stream of matches, best first, by rounded score then page number
 * (pages are numbered in id order), and the number of matches. Only the kept pages are stored: a
 * match that does not beat the last kept one costs a comparison, so a query matching every page
 * neither sorts nor copies them.
 */
export class TopPages {
  readonly #limit: number;
  readonly #scores: number[] = [];
  readonly #pages: number[] = [];
  total = 0;

  constructor(limit: number) {
    this.#limit = limit;
  }

  add(page: number, score: number): void {
    this.total++;
    const rounded = Math.round(score * scorePlaces) / scorePlaces;
    const scores = this.#scores;
    const pages = this.#pages;
    let at = scores.length;
    // Before every kept page it beats: a higher score, or the same score and a smaller number.
    while (at > 0 && (scores[at - 1]! < rounded || (scores[at - 1] === rounded && pages[at - 1]! > page)))
      at--;
    if (at >= this.#limit) return;
    scores.splice(at, 0, rounded);
    pages.splice(at, 0, page);
    if (scores.length > this.#limit) {
      scores.pop();
      pages.pop();
    }
  }

  /** The best page's number, if any page matched. */
  first(): number | undefined {
    return this.#pages[0];
  }

  ranked(engine: SearchEngine): RankedDocument[] {
    return this.#pages.map((page, i) => ({ document: engine.pages[page]!, score: this.#scores[i]! }));
  }
}
