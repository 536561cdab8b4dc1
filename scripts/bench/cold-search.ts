import { writeFileSync } from "node:fs";
import type { SearchEngine } from "../../src/search/search-engine.js";
import type { WrkScript } from "./wrk.js";

// Cold search: queries of two or three page words picked at random, each new to the service, as
// people type them. `cold-search.lua` sends them over HTTP (wrk); `randomQueries` makes the same
// kind in-process.

/** The wrk script that sends cold queries, reading its words from `BENCH_WORDS`. */
export const coldSearchLua = "scripts/bench/cold-search.lua";

/** The words cold queries are made of: the pages' own words of four letters or more. */
export function coldSearchWords(engine: SearchEngine): string[] {
  return [...engine.words].filter((word) => /^[a-z]{4,}$/.test(word));
}

/** `count` distinct queries of 2 or 3 of `words`, the same for the same seed. */
export function randomQueries(words: readonly string[], seed: number, count: number): Set<string> {
  let state = seed;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const made = new Set<string>();
  while (made.size < count) {
    const length = 2 + Math.floor(random() * 2);
    made.add(Array.from({ length }, () => words[Math.floor(random() * words.length)]).join(" "));
  }
  return made;
}

/** Writes the engine's cold-query words to `file` and returns the wrk script that reads them. */
export function coldSearchScript(engine: SearchEngine, file: string): WrkScript {
  writeFileSync(file, coldSearchWords(engine).join("\n"));
  return { script: coldSearchLua, env: { BENCH_WORDS: file } };
}
