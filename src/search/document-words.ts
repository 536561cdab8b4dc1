import { LRUCache } from "lru-cache";
import { normaliseTerm } from "./process-term.js";

/** Where each index term occurs in a text: `[start, end]` pairs, the first few per term. */
export type WordPositions = ReadonlyMap<string, readonly number[]>;

/** Occurrences kept per term: enough to choose a passage. */
const keptPerTerm = 8;

const word = /[\p{L}\p{N}][\p{L}\p{N}'’]*/gu;

/** Finds every word of a text once and records where each index term occurs (each word stemmed once). */
export function wordPositions(text: string): WordPositions {
  const positions = new Map<string, number[]>();
  const stems = new Map<string, string>();
  for (const match of text.matchAll(word)) {
    const written = match[0].toLowerCase();
    let term = stems.get(written);
    if (term === undefined) {
      term = normaliseTerm(written.replace(/['’]s?$/, ""));
      stems.set(written, term);
    }
    let found = positions.get(term);
    if (!found) {
      found = [];
      positions.set(term, found);
    }
    if (found.length < keptPerTerm * 2) found.push(match.index, match.index + match[0].length);
  }
  return positions;
}

/**
 * What the word positions of pages may keep: at most 2,000 pages and 16 MB by estimate (every page
 * at today's size, about 5 MB; at 100 times the content the most recently used pages, where 2,000
 * pages' positions held over 100 MB).
 */
export const documentWordsBudget = { entries: 2_000, bytes: 16 * 1024 * 1024 } as const;

/**
 * Bytes the positions of one page keep in V8's heap, by estimate: per term its string, its map
 * entry and its array (small integers, 4 bytes each).
 */
export function wordPositionsBytes(positions: WordPositions): number {
  let bytes = 64;
  for (const [term, found] of positions) bytes += 56 + term.length + 4 * found.length;
  return bytes;
}

/** The word positions of pages, made on first use and kept per snapshot, least recently used out. */
export type DocumentWordsCache = LRUCache<string, WordPositions>;

export function createDocumentWordsCache(): DocumentWordsCache {
  return new LRUCache<string, WordPositions>({
    max: documentWordsBudget.entries,
    maxSize: documentWordsBudget.bytes,
    sizeCalculation: (positions) => wordPositionsBytes(positions),
  });
}
