import { LRUCache } from "lru-cache";

/** The pages an index term matches (numbers in `SearchEngine.pages`) and each one's score, side by side. */
export interface TermHits {
  readonly pages: Uint32Array;
  readonly scores: Float64Array;
}

/** The hits of recently searched index terms, least recently used out first. */
export type TermHitsCache = LRUCache<string, TermHits>;

/** A cache of term hits holding at most `budget` hits in all (12 bytes each). */
export function createTermHitsCache(budget: number): TermHitsCache {
  // Keys are index terms only, so requests cannot add keys beyond the vocabulary.
  // Kept hits cost a few ns a page to add; asking MiniSearch again, about 0.3 us a page and field.
  return new LRUCache<string, TermHits>({
    maxSize: budget,
    // A term with no hits still takes an entry; count it as one.
    sizeCalculation: (hits) => hits.pages.length + 1,
  });
}
