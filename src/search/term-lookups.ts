import { cachedIn } from "../http/cached-in.js";
import { exactTermHits } from "./exact-term-hits.js";
import { expandTerm } from "./expand-term.js";
import type { Tally } from "./page-tally.js";
import type { QueryBudget, QueryWork } from "./query-budget.js";
import type { PlannedTerm, QueryPlan } from "./query-plan.js";
import type { SearchEngine } from "./search-engine.js";
import type { TermHits } from "./term-hits.js";
import { typoDistance } from "./typo-distance.js";

/** A term a mistyped word may have been read as, and its best page's score. */
export interface Correction {
  readonly term: string;
  readonly best: number;
}

/** The hits of one term matched exactly, from the engine's cache so that a common term is searched once. */
export function exactHits(engine: SearchEngine, term: string): TermHits {
  return cachedIn(engine.termHits, term, () => exactTermHits(engine.postings, term, engine.tuning));
}

/** How far a planned term may be corrected: only a word the pages lack, within the query's budget. */
function typosOf(engine: SearchEngine, entry: PlannedTerm, budget: QueryBudget, work: QueryWork): number {
  if (engine.vocabulary.has(entry.term) || entry.weight !== 1 || entry.exact) return 0;
  const typos = typoDistance(entry.term);
  if (typos === 0) return 0;
  if (work.typoWords >= budget.maxTypoWords || entry.term.length > budget.maxTypoWordLength) {
    work.truncated = true;
    return 0;
  }
  work.typoWords++;
  return typos;
}

/** What the lookups of one ordinary query share: where hits go and what the lookups found. */
export interface Lookups {
  readonly engine: SearchEngine;
  readonly plan: QueryPlan;
  readonly budget: QueryBudget;
  readonly work: QueryWork;
  readonly tally: Tally;
  /** Each query word's slot in the tally's bits. */
  readonly slotOf: ReadonlyMap<number, number>;
  readonly matched: Set<string>;
  /** Query words that matched as typed, or through a synonym or a completion. */
  readonly asTyped: Set<number>;
  readonly corrections: Map<number, readonly Correction[]>;
}

/** Looks up a planned term and what it expands to, adding their hits; false once the budget is spent. */
export function lookUpTerm(lookups: Lookups, entry: PlannedTerm): boolean {
  const { engine, plan, budget, work, tally } = lookups;
  const typos = typosOf(engine, entry, budget, work);
  const derived = expandTerm(engine, entry.term, {
    prefix: entry.term === plan.prefixTerm,
    typos,
    maxTypoExpansions: budget.maxTypoExpansions,
  });
  // What a mistyped word may have been read as, best-scoring page first (`readAs` picks one). A
  // word whose own term or completion (an unfinished last word) matched was not mistyped.
  const readings: Correction[] = [];
  const bits = wordBits(entry.words, lookups.slotOf, tally.stride);
  for (const { term, weight } of derived) {
    if (work.lookups >= budget.maxLookups || work.postings >= budget.maxPostings) {
      work.truncated = true;
      return false;
    }
    const { pages, scores: hitScores } = exactHits(engine, term);
    work.lookups++;
    work.postings += pages.length;
    if (pages.length > 0) lookups.matched.add(term);
    if (pages.length > 0 && term.startsWith(entry.term))
      for (const position of entry.words) lookups.asTyped.add(position);
    else if (typos > 0 && pages.length > 0)
      readings.push({ term, best: hitScores.reduce((most, score) => Math.max(most, score), 0) * weight });
    addHits(tally, pages, hitScores, entry.weight * weight, bits);
  }
  readings.sort((a, b) => b.best - a.best);
  if (readings.length > 0 && entry.words.length === 1) lookups.corrections.set(entry.words[0]!, readings);
  return true;
}

/** The bits of the query words a term stands for, by their slots. */
function wordBits(
  positions: readonly number[],
  slotOf: ReadonlyMap<number, number>,
  stride: number,
): Uint32Array {
  const bits = new Uint32Array(stride);
  for (const position of positions) {
    const slot = slotOf.get(position)!;
    bits[slot >>> 5]! |= 1 << (slot & 31);
  }
  return bits;
}

/** Adds one term's hits to the tally: each page's score and the words it matched. */
function addHits(
  tally: Tally,
  pages: Uint32Array,
  hitScores: Float64Array,
  weight: number,
  bits: Uint32Array,
): void {
  const { scores, words, stride, touched } = tally;
  for (let i = 0; i < pages.length; i++) {
    const page = pages[i]!;
    // A hit's score is never 0 (BM25+ adds d > 0, weights are positive), so 0 marks a page not touched yet.
    if (scores[page] === 0) touched[tally.touchedCount++] = page;
    scores[page]! += weight * hitScores[i]!;
    for (let j = 0; j < stride; j++) words[page * stride + j]! |= bits[j]!;
  }
}
