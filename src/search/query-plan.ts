import { normaliseTerm } from "./process-term.js";
import { queryExpansions } from "./query-expansions.js";
import { stopWords } from "./stop-words.js";
import { transposedWord } from "./transposed-word.js";

/** One term to look up, with its weight and the query words it stands for. */
export interface PlannedTerm {
  readonly term: string;
  /** 1 for a word as typed; lower for a corrected typo or an added synonym. */
  readonly weight: number;
  /** Positions of the query words this term comes from. */
  readonly words: readonly number[];
}

/** The terms of a query, ready for the index. */
export interface QueryPlan {
  readonly terms: readonly PlannedTerm[];
  /** The term of the last word, looked up as a prefix too (search as you type); absent when it is a stop word. */
  readonly prefixTerm: string | undefined;
}

/** What planning needs to know about the index. */
export interface PlanContext {
  /** Terms of the index. */
  readonly vocabulary: ReadonlySet<string>;
  /** Words of the pages before stemming. */
  readonly words: ReadonlySet<string>;
  readonly weights: { readonly fuzzy: number; readonly synonym: number };
}

/**
 * Plans a query from its words: stop words dropped, each word stemmed (a swapped pair of letters
 * put back first when the word is unknown), and the synonyms of `queryExpansions` added.
 */
export function planQuery(words: readonly string[], context: PlanContext): QueryPlan {
  const planned = new Map<string, { weight: number; words: Set<number> }>();
  const add = (term: string, weight: number, position: number) => {
    const entry = planned.get(term);
    if (entry) {
      entry.weight = Math.max(entry.weight, weight);
      entry.words.add(position);
    } else planned.set(term, { weight, words: new Set([position]) });
  };
  let prefixTerm: string | undefined;
  words.forEach((word, position) => {
    if (stopWords.has(word)) return;
    const term = normaliseTerm(word);
    const fixed = context.vocabulary.has(term) ? undefined : transposedWord(word, context.words);
    if (fixed === undefined) add(term, 1, position);
    else add(normaliseTerm(fixed), context.weights.fuzzy, position);
    for (const synonym of queryExpansions.get(word) ?? [])
      add(normaliseTerm(synonym), context.weights.synonym, position);
    if (position === words.length - 1) prefixTerm = term;
  });
  return {
    terms: [...planned].map(([term, { weight, words: positions }]) => ({
      term,
      weight,
      words: [...positions],
    })),
    prefixTerm,
  };
}
