import { LRUCache } from "lru-cache";

/** What the suggestions of one snapshot's 404 answers may keep: entries, and characters in all. */
const memoLimits = { max: 2_000, maxSize: 2_000_000 } as const;

/**
 * A bounded memory of one snapshot's rendered 404 suggestions, by the words searched for and the
 * format: scanners and broken links ask for the same few missing paths all day, and the search
 * behind a suggestion list is most of a 404's cost (BENCHMARKS.md). A snapshot's pages never
 * change, so neither do its suggestions for the same words; the least recently used go first.
 */
export function createSuggestionMemo(): (key: string, make: () => string) => string {
  const memo = new LRUCache<string, string>({
    ...memoLimits,
    sizeCalculation: (text, key) => text.length + key.length + 1,
  });
  return (key, make) => {
    const known = memo.get(key);
    if (known !== undefined) return known;
    const made = make();
    memo.set(key, made);
    return made;
  };
}
