import type { SearchDocument } from "./search-document.js";
import type { SearchEngine } from "./search-engine.js";

/** A ranked page: the document and its score. */
export interface RankedDocument {
  readonly document: SearchDocument;
  /** Relevance, higher is better, comparable only within one query (docs/search.md); rounded to 6 places. */
  readonly score: number;
}

/** Scores are rounded to 6 places (docs/search.md). */
const scorePlaces = 1e6;

/** The best `limit` pages of a stream of matches, by rounded score then page number, and their count. */
export class TopPages {
  readonly #limit: number;
  readonly #scores: number[] = [];
  readonly #pages: number[] = [];
  total = 0;

  constructor(limit: number) {
    this.#limit = limit;
  }

  /** Counts a match and keeps it when it is among the best `limit`. */
  add(page: number, score: number): void {
    this.total++;
    const rounded = Math.round(score * scorePlaces) / scorePlaces;
    const scores = this.#scores;
    const pages = this.#pages;
    // Only kept pages are stored: a match that beats none costs a comparison, nothing sorted or copied.
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

  /** The kept pages, best first, with their rounded scores. */
  ranked(engine: SearchEngine): RankedDocument[] {
    return this.#pages.map((page, i) => ({ document: engine.pages[page]!, score: this.#scores[i]! }));
  }
}
