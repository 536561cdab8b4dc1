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

/** Pages whose word positions are kept: every page at today's size, the most recent at 100 times it. */
export const documentWordsBudget = 2_000;

/** The word positions of pages, made on first use and kept per snapshot, least recently used out. */
export type DocumentWordsCache = LRUCache<string, WordPositions>;

export function createDocumentWordsCache(): DocumentWordsCache {
  return new LRUCache<string, WordPositions>({ max: documentWordsBudget });
}
