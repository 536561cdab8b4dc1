import type { QueryBudget } from "./query-budget.js";
import { completionsOf, prefixWeight } from "./query-plan.js";
import type { SearchEngine } from "./search-engine.js";

/** An index term a query term stands for, and the weight of a match on it. */
export interface DerivedTerm {
  readonly term: string;
  readonly weight: number;
}

/** How one query term is looked up. */
export interface ExpandOptions extends Pick<QueryBudget, "maxTypoExpansions"> {
  /** Also the longer terms it starts (the last word, search as you type). */
  readonly prefix: boolean;
  /** The most edits a correction may be away; 0 for none. */
  readonly typos: number;
}

/** The index terms a query term stands for, weighted as MiniSearch's prefix and fuzzy search weighs them. */
export function expandTerm(engine: SearchEngine, term: string, options: ExpandOptions): DerivedTerm[] {
  // Only index terms come out, so only they are looked up and cached.
  const fuzzyWeight = engine.tuning.weights.fuzzy;
  const derived: DerivedTerm[] = engine.vocabulary.has(term) ? [{ term, weight: 1 }] : [];
  const completions = new Set<string>();
  if (options.prefix) {
    for (const longer of completionsOf(engine.sortedVocabulary, term)) {
      completions.add(longer);
      derived.push({ term: longer, weight: prefixWeight(engine.tuning.weights.prefix, term, longer) });
    }
  }
  if (options.typos > 0) {
    const corrections: DerivedTerm[] = [];
    for (const [near, [, distance]] of engine.typoTree.fuzzyGet(term, options.typos)) {
      // A term both a completion and a correction counts once, as a completion.
      if (distance === 0 || completions.has(near)) continue;
      corrections.push({ term: near, weight: (fuzzyWeight * near.length) / (near.length + distance) });
    }
    corrections.sort((a, b) => b.weight - a.weight || (a.term < b.term ? -1 : 1));
    // Unlike MiniSearch, only the closest: a word near many terms costs no more than a few lookups.
    derived.push(...corrections.slice(0, options.maxTypoExpansions));
  }
  return derived;
}
