import { LRUCache } from "lru-cache";
import { cachedIn } from "../http/cached-in.js";

/** What one snapshot's kept 404 suggestions may hold: lists, and characters in all (keys included). */
export const suggestionMemoBudget = { entries: 2_000, characters: 2_000_000 } as const;

/** A snapshot's kept 404 suggestions: the text for a key, made once, and how full it is. */
export type SuggestionMemo = ReturnType<typeof createSuggestionMemo>;

/** A bounded memory of one snapshot's rendered 404 suggestions, by the words searched for and the format. */
export function createSuggestionMemo() {
  // Scanners repeat the same missing paths and the search is most of a 404's cost (BENCHMARKS.md);
  // a snapshot's pages never change, so neither do its suggestions.
  const memo = new LRUCache<string, string>({
    max: suggestionMemoBudget.entries,
    maxSize: suggestionMemoBudget.characters,
    sizeCalculation: (text, key) => text.length + key.length + 1,
  });
  return {
    text: (key: string, make: () => string) => cachedIn(memo, key, make),
    get entries() {
      return memo.size;
    },
    get characters() {
      return memo.calculatedSize;
    },
  };
}
