import { normaliseTerm } from "./process-term.js";
import { queryExpansions } from "./query-expansions.js";
import { askPosition, type QueryIntent, queryIntent } from "./query-intent.js";
import type { SearchEngine } from "./search-engine.js";
import type { SearchTuning } from "./search-tuning.js";
import { stopWords } from "./stop-words.js";
import { transposedWord } from "./transposed-word.js";

/** One term to look up, with its weight and the query words it stands for. */
export interface PlannedTerm {
  readonly term: string;
  /** 1 for a word as typed; lower for a corrected typo, an added synonym or a completion. */
  readonly weight: number;
  /** Positions of the query words this term comes from. */
  readonly words: readonly number[];
  /** Set when the term must not be corrected for typos: its word is completed term by term instead. */
  readonly exact?: true;
}

/** The terms of a query, ready for the index. */
export interface QueryPlan {
  readonly terms: readonly PlannedTerm[];
  /** The last word's term, also a prefix lookup; absent if a stop word, short or over `maxCompletions`. */
  readonly prefixTerm: string | undefined;
  /** Words read with two letters swapped back (`walkign` as `walking`), by position. */
  readonly transposed: ReadonlyMap<number, string>;
  /** What the query reads as (`queryIntent`), for ranking and completion alike. */
  readonly intent: QueryIntent | undefined;
}

/**
 * The shortest term completed as a prefix: "s" starts 334 of 3,000 terms (300,000 postings, 3.5 ms at 100x).
 */
export const minPrefixLength = 3;

/** The most completions of a last word looked up, the shortest first (the real content's most is 30). */
export const maxCompletions = 40;

/** What planning needs to know about the index. */
export type PlanContext = Pick<SearchEngine, "vocabulary" | "sortedVocabulary" | "words"> & {
  readonly tuning: Pick<SearchTuning, "weights">;
};

/** The index of the first item of `sorted` that is not `before` the one sought (binary search). */
export function lowerBound<T>(sorted: readonly T[], before: (item: T) => boolean): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (before(sorted[middle]!)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The terms longer than `prefix` that start with it, in code-unit order. */
export function completionsOf(sorted: readonly string[], prefix: string): string[] {
  const start = lowerBound(sorted, (term) => term < prefix);
  let end = start;
  while (end < sorted.length && sorted[end]!.startsWith(prefix)) end++;
  return sorted.slice(start, end).filter((term) => term !== prefix);
}

/** The weight MiniSearch gives a prefix match, lower the longer the completion. */
export function prefixWeight(weight: number, prefix: string, longer: string): number {
  return (weight * longer.length) / (longer.length + 0.3 * (longer.length - prefix.length));
}

/** The shortest `maxCompletions` terms `prefix` starts, or undefined when there are no more than that. */
export function cappedCompletions(sorted: readonly string[], prefix: string): string[] | undefined {
  const completions = completionsOf(sorted, prefix);
  if (completions.length <= maxCompletions) return undefined;
  completions.sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
  return completions.slice(0, maxCompletions);
}

/** Plans a query: stop words dropped, words stemmed (swapped letters put back), `queryExpansions` added. */
export function planQuery(words: readonly string[], context: PlanContext): QueryPlan {
  const planned = new Map<string, { weight: number; words: Set<number>; exact: boolean }>();
  const add = (term: string, weight: number, position: number, exact = false) => {
    const entry = planned.get(term);
    if (entry) {
      entry.weight = Math.max(entry.weight, weight);
      entry.words.add(position);
      entry.exact ||= exact;
    } else planned.set(term, { weight, words: new Set([position]), exact });
  };
  let prefixTerm: string | undefined;
  const transposed = new Map<number, string>();
  const askAt = askPosition(words);
  const intent = queryIntent(words) ?? (askAt > 0 ? queryIntent(words.slice(askAt)) : undefined);
  words.forEach((word, position) => {
    if (stopWords.has(word)) return;
    // The story told before the question counts less than the question itself.
    const scale = position < askAt ? context.tuning.weights.story : 1;
    const term = normaliseTerm(word);
    const fixed = context.vocabulary.has(term) ? undefined : transposedWord(word, context.words);
    // In a question ("is it free") the last word was typed whole: it does not go on to "freezes".
    const last =
      position === words.length - 1 &&
      term.length >= minPrefixLength &&
      !(intent !== undefined && context.vocabulary.has(term));
    const completions =
      last && fixed === undefined ? cappedCompletions(context.sortedVocabulary, term) : undefined;
    if (fixed === undefined) add(term, scale, position, completions !== undefined);
    else {
      add(normaliseTerm(fixed), scale * context.tuning.weights.fuzzy, position);
      transposed.set(position, fixed);
    }
    for (const synonym of queryExpansions.get(word) ?? [])
      add(normaliseTerm(synonym), scale * context.tuning.weights.synonym, position);
    if (completions === undefined && last) prefixTerm = term;
    for (const longer of completions ?? [])
      add(longer, prefixWeight(context.tuning.weights.prefix, term, longer), position, true);
  });
  // "How much is pro" asks its price in stop words: the opening stands for the words the pages use.
  if (intent === "price" && words[0] === "how" && words[1] === "much")
    for (const word of ["price", "cost"]) add(normaliseTerm(word), context.tuning.weights.synonym, 1);
  return {
    terms: [...planned].map(([term, { weight, words: positions, exact }]) => ({
      term,
      weight,
      words: [...positions],
      ...(exact ? { exact: true as const } : {}),
    })),
    prefixTerm,
    transposed,
    intent,
  };
}
