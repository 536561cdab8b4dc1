import type { SearchEngine } from "./search-engine.js";

/** One query's running sums per page (score and query words matched) and the pages touched. */
export interface Tally {
  readonly scores: Float64Array;
  /** Query words matched, a bit each, `stride` 32-bit words per page. */
  readonly words: Uint32Array;
  readonly stride: number;
  readonly touched: Uint32Array;
  touchedCount: number;
}

const tallies = new WeakMap<SearchEngine, Tally>();

/** The engine's tally for `wordCount` query words, reused so that a query allocates no page-sized arrays. */
export function tallyFor(engine: SearchEngine, wordCount: number): Tally {
  const pageCount = engine.pages.length;
  const stride = Math.max(1, Math.ceil(wordCount / 32));
  let tally = tallies.get(engine);
  if (!tally || tally.stride < stride) {
    tally = {
      scores: new Float64Array(pageCount),
      words: new Uint32Array(pageCount * stride),
      stride,
      touched: new Uint32Array(pageCount),
      touchedCount: 0,
    };
    tallies.set(engine, tally);
  }
  return tally;
}

/** Clears the pages the last query touched; queries run synchronously, one at a time, sharing the tally. */
export function clearTally(tally: Tally): void {
  const { scores, words, stride, touched } = tally;
  for (let i = 0; i < tally.touchedCount; i++) {
    const page = touched[i]!;
    scores[page] = 0;
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
