import { LRUCache } from "lru-cache";
import { cachedIn } from "../http/cached-in.js";
import { equivalentWords } from "./equivalent-words.js";
import type { Occurrence } from "./excerpt.js";
import { normaliseTerm } from "./process-term.js";
import { lowerBound } from "./query-plan.js";

/** Each index term's first places in a text, packed: a map of arrays took 74 KB a page, ten times more. */
export interface WordPositions {
  /** The text's index terms, sorted. */
  readonly terms: readonly string[];
  /** Where each term's pairs start in `pairs`; one more entry than `terms`, the last the end. */
  readonly offsets: Uint32Array;
  /** `[start, end)` pairs of UTF-16 offsets, term by term. */
  readonly pairs: Uint32Array;
}

/** Occurrences kept per term: enough to choose a passage; later ones only as the first in a section. */
const keptPerTerm = 8;

/** Where a page's sections start in its text, in order: the sections a term's occurrences are kept for. */
export type SectionStarts = readonly { readonly start: number }[];

/**
 * Follows which section each of a text's words is in, word by word in text order, and keeps a term's
 * occurrence when it is among its first `keptPerTerm` or the first in its section, so that a late
 * section ("If reminders don't arrive") is found for a term the page's opening already used 8 times.
 */
function occurrenceKeeper(sections: SectionStarts) {
  const kept = new Map<string, { count: number; section: number }>();
  let section = -1;
  return (term: string, at: number): boolean => {
    while (section + 1 < sections.length && sections[section + 1]!.start <= at) section++;
    const before = kept.get(term);
    if (!before) kept.set(term, { count: 1, section });
    else if (before.count < keptPerTerm || before.section !== section) {
      before.count++;
      before.section = section;
    } else return false;
    return true;
  };
}

const word = /[\p{L}\p{N}][\p{L}\p{N}'’]*/gu;

/** A written word without its possessive (`streak's` -> `streak`). */
const possessive = /['’]s?$/;

/** Finds every word of a text once and records where each index term occurs (each word stemmed once). */
export function wordPositions(text: string, sections: SectionStarts = []): WordPositions {
  const positions = new Map<string, number[]>();
  const stems = new Map<string, string>();
  const keeps = occurrenceKeeper(sections);
  let count = 0;
  for (const match of text.matchAll(word)) {
    const written = match[0].toLowerCase();
    const term = cachedIn(stems, written, () => normaliseTerm(written.replace(possessive, "")));
    const found = cachedIn(positions, term, () => []);
    if (keeps(term, match.index)) {
      found.push(match.index, match.index + match[0].length);
      count += 2;
    }
  }
  const terms = [...positions.keys()].sort();
  const offsets = new Uint32Array(terms.length + 1);
  const pairs = new Uint32Array(count);
  let at = 0;
  terms.forEach((term, index) => {
    offsets[index] = at;
    for (const offset of positions.get(term)!) pairs[at++] = offset;
  });
  offsets[terms.length] = at;
  return { terms, offsets, pairs };
}

/** The matched terms' occurrences in a page's positions, in text order. */
export function matchedWords(positions: WordPositions, terms: ReadonlySet<string>): Occurrence[] {
  const found: Occurrence[] = [];
  for (const term of terms) {
    const index = lowerBound(positions.terms, (other) => other < term);
    if (positions.terms[index] !== term) continue;
    const { offsets, pairs } = positions;
    for (let i = offsets[index]!; i < offsets[index + 1]!; i += 2)
      found.push({ start: pairs[i]!, end: pairs[i + 1]!, term });
  }
  return found.sort((a, b) => a.start - b.start);
}

/** `matchedWords(wordPositions(text), terms)` stemming only the words that can match: a sixth of the cost. */
export function matchedOccurrences(
  text: string,
  terms: ReadonlySet<string>,
  sections: SectionStarts = [],
): Occurrence[] {
  const firstLetters = new Set<string>();
  for (const term of terms) firstLetters.add(term.charAt(0));
  const stems = new Map<string, string | null>();
  const keeps = occurrenceKeeper(sections);
  const found: Occurrence[] = [];
  for (const match of text.matchAll(word)) {
    const written = match[0].toLowerCase();
    let term = stems.get(written);
    if (term === undefined) {
      const base = written.replace(possessive, "");
      const spelled = equivalentWords.get(base) ?? base;
      // A stem keeps its word's first letter: only a word (or its equivalent) starting as a term can match.
      term = firstLetters.has(spelled.charAt(0)) ? normaliseTerm(base) : null;
      if (term !== null && !terms.has(term)) term = null;
      stems.set(written, term);
    }
    if (term === null || !keeps(term, match.index)) continue;
    found.push({ start: match.index, end: match.index + match[0].length, term });
  }
  return found;
}

/** The word positions pages may keep: 2,000 pages and 32 MB at most (today's content takes about 1.5 MB). */
export const documentWordsBudget = { entries: 2_000, bytes: 32 * 1024 * 1024 } as const;

/** Bytes one page's positions keep in V8's heap, by estimate: its terms and its two packed arrays. */
export function wordPositionsBytes(positions: WordPositions): number {
  let bytes = 400 + positions.offsets.byteLength + positions.pairs.byteLength;
  for (const term of positions.terms) bytes += 28 + term.length;
  return bytes;
}

/** The occurrences of matched terms in pages, for excerpts; per snapshot. */
export interface DocumentWords {
  /** Starts the excerpts of one query: it may make and keep the positions of 2 pages at most. */
  newQuery(): void;
  /** Where `terms` occur in the text of page `id`, in text order: the first 8 of each, then each section's first. */
  occurrences(id: string, text: string, terms: ReadonlySet<string>, sections?: SectionStarts): Occurrence[];
  /** Pages whose word positions are kept, and their bytes by estimate. */
  readonly kept: { readonly entries: number; readonly bytes: number };
}

/** Pages whose positions one query may make and keep (each costs a scan with every word stemmed). */
export const keptPagesPerQuery = 2;

/** Document words that keep a page's positions from its first showing (stored) or its second (made). */
export function createDocumentWords(stored?: (id: string) => WordPositions | undefined): DocumentWords {
  const kept = new LRUCache<string, WordPositions>({
    max: documentWordsBudget.entries,
    maxSize: documentWordsBudget.bytes,
    sizeCalculation: (positions) => wordPositionsBytes(positions),
  });
  const seen = new LRUCache<string, true>({ max: documentWordsBudget.entries * 4 });
  let keptThisQuery = 0;
  return {
    newQuery() {
      keptThisQuery = 0;
    },
    occurrences(id, text, terms, sections) {
      let positions = kept.get(id);
      if (!positions) {
        positions = stored?.(id);
        if (!positions) {
          // A page found once (most pages of new queries) costs only the scan for the matched terms; the
          // per-query cap keeps a new query over pages seen before cheap.
          if (!seen.has(id) || keptThisQuery >= keptPagesPerQuery) {
            seen.set(id, true);
            return matchedOccurrences(text, terms, sections);
          }
          keptThisQuery++;
          positions = wordPositions(text, sections);
        }
        kept.set(id, positions);
      }
      return matchedWords(positions, terms);
    },
    get kept() {
      return { entries: kept.size, bytes: kept.calculatedSize };
    },
  };
}
