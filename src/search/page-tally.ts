import type { SearchEngine } from "./search-engine.js";

/**
 * One query's running sums per page: its score, how many planned terms and which query words it
 * matched (a bit per word, `stride` 32-bit words per page), and the pages touched. Kept per engine
 * and cleared after each query (only the pages it touched), so that a query allocates no
 * page-sized arrays. Queries run synchronously, one at a time.
 */
export interface Tally {
  readonly scores: Float64Array;
  readonly terms: Uint16Array;
  readonly words: Uint32Array;
  readonly stride: number;
  readonly touched: Uint32Array;
  touchedCount: number;
}

const tallies = new WeakMap<SearchEngine, Tally>();

export function tallyFor(engine: SearchEngine, wordCount: number): Tally {
  const pageCount = engine.pages.length;
  const stride = Math.max(1, Math.ceil(wordCount / 32));
  let tally = tallies.get(engine);
  if (!tally || tally.stride < stride) {
    tally = {
      scores: new Float64Array(pageCount),
      terms: new Uint16Array(pageCount),
      words: new Uint32Array(pageCount * stride),
      stride,
      touched: new Uint32Array(pageCount),
      touchedCount: 0,
    };
    tallies.set(engine, tally);
  }
  return tally;
}

export function clearTally(tally: Tally): void {
  const { scores, terms, words, stride, touched } = tally;
  for (let i = 0; i < tally.touchedCount; i++) {
    const page = touched[i]!;
    scores[page] = 0;
    terms[page] = 0;
    for (let j = page * stride; j < (page + 1) * stride; j++) words[j] = 0;
  }
  tally.touchedCount = 0;
}

/** The number of bits set in a 32-bit word. */
export function bitCount(bits: number): number {
  let count = 0;
  for (let rest = bits; rest !== 0; rest &= rest - 1) count++;
  return count;
}
