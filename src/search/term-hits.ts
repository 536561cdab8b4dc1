import { LRUCache } from "lru-cache";

/**
 * The pages one index term matches and each page's score for it, as MiniSearch scores them: page
 * numbers (positions in `SearchEngine.pages`) and scores side by side.
 */
export interface TermHits {
  readonly pages: Uint32Array;
  readonly scores: Float64Array;
}

/** The hits of recently searched index terms, least recently used out first. */
export type TermHitsCache = LRUCache<string, TermHits>;

/**
 * A cache of term hits holding at most `budget` hits in all (12 bytes each). Only terms of the
 * index are ever keys (a word the pages do not use has no hits to keep), so requests cannot add
 * keys beyond the vocabulary; the budget bounds the bytes at 100 times the content, where common
 * words ("steps", "watch") match every page and asking MiniSearch again costs about 0.3 us a page
 * and field, where adding kept hits costs a few ns a page.
 */
export function createTermHitsCache(budget: number): TermHitsCache {
  return new LRUCache<string, TermHits>({
    maxSize: budget,
    // A term with no hits still takes an entry; count it as one.
    sizeCalculation: (hits) => hits.pages.length + 1,
  });
}
