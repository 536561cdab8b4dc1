/**
 * The pages one index term matches and each page's score for it, as MiniSearch scores them: page
 * numbers (positions in `SearchEngine.pages`) and scores side by side.
 */
export interface TermHits {
  readonly pages: Uint32Array;
  readonly scores: Float64Array;
}

/**
 * The hits of recently searched terms, least recently used first out, up to `budget` hits in all.
 * A query looks each of its terms up here before asking MiniSearch; at 100 times the content a
 * common word ("steps", "watch") matches every page, and asking MiniSearch costs about 0.3 us a
 * page and field, plus a result object each, where adding cached hits costs a few ns a page.
 */
export class TermHitsCache {
  readonly #entries = new Map<string, TermHits>();
  readonly #budget: number;
  #size = 0;

  /** @param budget The most hits kept in all (12 bytes each). */
  constructor(budget: number) {
    this.#budget = budget;
  }

  /** The hits under `key`, computed by `search` when not kept. */
  get(key: string, search: () => TermHits): TermHits {
    const entries = this.#entries;
    let hits = entries.get(key);
    if (hits) {
      // Most recently used last.
      entries.delete(key);
      entries.set(key, hits);
      return hits;
    }
    hits = search();
    entries.set(key, hits);
    this.#size += hits.pages.length;
    for (const [oldest, old] of entries) {
      if (this.#size <= this.#budget || oldest === key) break;
      entries.delete(oldest);
      this.#size -= old.pages.length;
    }
    return hits;
  }

  /** The number of hits kept. */
  get size(): number {
    return this.#size;
  }

  clear(): void {
    this.#entries.clear();
    this.#size = 0;
  }
}
