/**
 * Measures search quality over the judged sets (MRR@10, nDCG@5, hit@1, hit@3, against each set's
 * floors) and speed over the page-like set: the index build time and per-query latency (p50, p99).
 * `npm run search:eval [-- --verbose]`; exits non-zero when a set falls below a floor.
 */
import { performance } from "node:perf_hooks";
import { loadContent } from "../src/node/load-content.js";
import { searchDocuments } from "../src/search/search-document.js";
import { createSearchEngine, type SearchEngine } from "../src/search/search-engine.js";
import { searchSite } from "../src/search/search-site.js";
import { evaluateSearch } from "../test/search/evaluate-search.js";
import { judgedQueries } from "../test/search/judged-queries.js";
import { judgedSets, missedFloors } from "../test/search/judged-sets.js";

const buildRuns = 20;
const warmupRounds = 5;
const queryRounds = 50;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const graph = await loadContent("content");

// The first build runs cold, as at start; the median is what a content reload costs.
const documentTimes: number[] = [];
const indexTimes: number[] = [];
let engine: SearchEngine | undefined;
for (let run = 0; run < buildRuns; run++) {
  const start = performance.now();
  const built = searchDocuments(graph);
  const extracted = performance.now();
  engine = createSearchEngine(built);
  documentTimes.push(extracted - start);
  indexTimes.push(performance.now() - extracted);
}
const firstDocuments = documentTimes[0]!;
const firstIndex = indexTimes[0]!;
documentTimes.sort((a, b) => a - b);
indexTimes.sort((a, b) => a - b);

if (!engine) throw new Error("no build ran");
const built = engine;
const evaluations = judgedSets.map((set) => ({ set, evaluation: evaluateSearch(built, set.queries) }));

const latencies: number[] = [];
for (let round = 0; round < warmupRounds + queryRounds; round++) {
  for (const { q } of judgedQueries) {
    const start = performance.now();
    searchSite(engine, { q });
    if (round >= warmupRounds) latencies.push(performance.now() - start);
  }
}
latencies.sort((a, b) => a - b);

const verbose = process.argv.includes("--verbose");
let failed = false;
for (const { set, evaluation } of evaluations) {
  console.log(`\n${set.name}:`);
  for (const outcome of evaluation.outcomes) {
    if (verbose || outcome.hit1 === 0) {
      const mark = outcome.hit1
        ? "ok  "
        : outcome.reciprocalRank > 0
          ? `@${Math.round(1 / outcome.reciprocalRank)}  `
          : "miss";
      console.log(`${mark} ${JSON.stringify(outcome.q)} -> ${outcome.top.slice(0, 3).join(", ")}`);
    }
  }
  const missed = missedFloors(evaluation, set.floors);
  failed ||= missed.length > 0;
  console.log(`
Search quality over ${evaluation.queries} ${set.name}, ${engine.pages.length} pages
  MRR@10  ${evaluation.mrr10.toFixed(3)}   (floor ${set.floors.mrr10 ?? "none"})
  nDCG@5  ${evaluation.ndcg5.toFixed(3)}
  hit@1   ${evaluation.hit1.toFixed(3)}   (floor ${set.floors.hit1 ?? "none"})
  hit@3   ${evaluation.hit3.toFixed(3)}   (floor ${set.floors.hit3 ?? "none"})${missed.length ? `\n  BELOW FLOOR: ${missed.join("; ")}` : ""}`);
}
console.log(`Speed (Node ${process.versions.node})
  build at start  ${(firstDocuments + firstIndex).toFixed(1)} ms (pages to text ${firstDocuments.toFixed(1)} ms, index ${firstIndex.toFixed(1)} ms)
  build, warm     median ${(percentile(documentTimes, 50) + percentile(indexTimes, 50)).toFixed(1)} ms (pages to text ${percentile(documentTimes, 50).toFixed(1)} ms, index ${percentile(indexTimes, 50).toFixed(1)} ms) over ${buildRuns} builds
  query latency   p50 ${percentile(latencies, 50).toFixed(3)} ms, p99 ${percentile(latencies, 99).toFixed(3)} ms over ${latencies.length} searches (${queryRounds} rounds of the page-like set, after ${warmupRounds} warm-up rounds)`);
if (failed) process.exitCode = 1;
