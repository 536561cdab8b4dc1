import { execFileSync } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadContent } from "../src/node/load-content.js";
import { searchDocuments } from "../src/search/search-document.js";
import { createSearchEngine } from "../src/search/search-engine.js";
import { searchSite } from "../src/search/search-site.js";
import { judgedQueries } from "../test/search/judged-queries.js";
import { table, writeSection } from "./bench/benchmarks-md.js";
import { coldSearchScript, coldSearchWords, randomQueries } from "./bench/cold-search.js";
import { growContent } from "./bench/grow-content.js";
import {
  buildSiteFor,
  describeMachine,
  ensureWrk,
  residentMb,
  type Started,
  startLogged,
  stop,
} from "./bench/processes.js";
import { loadWithWrk } from "./bench/wrk.js";

// `npm run bench:growth`: how start time, memory and search cost grow with the content (x1, x10,
// x100 pages), each size measured in a fresh process of the built service.
const factors = (process.env.GROWTH_FACTORS ?? "1,10,100").split(",").map(Number);
const port = 24011;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const round = (value: number, places = 2) => Math.round(value * 10 ** places) / 10 ** places;

async function timeToFirstAnswer(dir: string, logFile: string) {
  const started = performance.now();
  // Production settings: the request log on, written to a file as a deployment's log pipe is.
  const service = await startLogged(
    "bin/serve",
    [],
    {
      PORT: String(port),
      LOG_LEVEL: "info",
      CONTENT_DIR: dir,
      BASE_URL: `http://127.0.0.1:${port}`,
      WEB_CONCURRENCY: "1",
    },
    logFile,
    "",
  );
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/v1/app`);
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return { service, startMs: Math.round(performance.now() - started) };
}

/** Milliseconds from spawning to the "prepared" log line (the first answer came `startMs` in). */
async function untilPrepared(service: Started, startMs: number) {
  const waiting = performance.now();
  while (!service.output().includes("prepared ")) {
    if (service.child.exitCode !== null)
      throw new Error(`The service exited while preparing:\n${service.output().slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return startMs + Math.round(performance.now() - waiting);
}

async function inProcessSearch(dir: string) {
  const graph = await loadContent(dir);
  const buildStart = performance.now();
  const engine = createSearchEngine(searchDocuments(graph));
  const buildMs = performance.now() - buildStart;
  const queries = judgedQueries.map((judged) => judged.q);
  // Cold: 2,000 queries of two or three page words picked at random, each new to the engine (its
  // caches of term hits and word positions hold nothing of it), as wrk's cold-search.lua sends them;
  // after 500 other such queries, so that the code is compiled as in a running server.
  const words = coldSearchWords(engine);
  const warmUp = randomQueries(words, 7, 500);
  for (const q of warmUp) searchSite(engine, { q, limit: 10 });
  const coldQueries = [...randomQueries(words, 13, 2500)].filter((q) => !warmUp.has(q)).slice(0, 2000);
  const cold: number[] = [];
  for (const q of coldQueries) {
    const start = performance.now();
    searchSite(engine, { q, limit: 10 });
    cold.push(performance.now() - start);
  }
  cold.sort((a, b) => a - b);
  for (let warm = 0; warm < 3; warm++) for (const q of queries) searchSite(engine, { q, limit: 10 });
  const times: number[] = [];
  for (let roundIndex = 0; roundIndex < 10; roundIndex++) {
    for (const q of queries) {
      const start = performance.now();
      searchSite(engine, { q, limit: 10 });
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  return {
    pages: graph.docs.size + graph.articles.length + graph.audiences.length + graph.calculatorPages.size,
    buildMs,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    coldP99: percentile(cold, 99),
    engine,
  };
}

/** Builds the site artifact the service will start from (as `npm run build` does), timed, and its size. */
function buildArtifact(dir: string): { buildMs: number; mb: number } {
  const started = performance.now();
  buildSiteFor(`http://127.0.0.1:${port}`, ".", { CONTENT_DIR: dir });
  const buildMs = Math.round(performance.now() - started);
  const bytes = Number(execFileSync("du", ["-sb", "dist-site"], { encoding: "utf8" }).split("\t")[0]);
  return { buildMs, mb: round(bytes / 1024 / 1024, 1) };
}

async function main() {
  ensureWrk();
  const rows: (string | number)[][] = [];
  for (const factor of factors) {
    const dir = join(tmpdir(), `stepzy-growth-x${factor}`);
    await growContent("content", dir, factor);
    const search = await inProcessSearch(dir);
    const coldScript = coldSearchScript(search.engine, join(tmpdir(), `stepzy-growth-words-x${factor}.txt`));
    const artifact = buildArtifact(dir);
    const { service, startMs } = await timeToFirstAnswer(dir, join(tmpdir(), `stepzy-growth-x${factor}.log`));
    // Answers are prepared after the socket listens: load the service once that is done, so the
    // search figures are the search's, not the preparation's.
    const preparedMs = await untilPrepared(service, startMs);
    const rssStart = residentMb(service.child.pid!);
    const url = `http://127.0.0.1:${port}/api/v1/search?q=phone+watch+steps`;
    await loadWithWrk(url, 1, 32);
    const load = await loadWithWrk(url, 4, 32);
    // Every query new, over HTTP: the search as people type it, without the term cache's help.
    const cold = await loadWithWrk(url, 4, 32, {}, coldScript);
    const rssLoaded = residentMb(service.child.pid!);
    await stop(service);
    rows.push([
      `x${factor}`,
      search.pages,
      artifact.buildMs,
      artifact.mb,
      startMs,
      preparedMs,
      rssStart,
      rssLoaded,
      round(search.buildMs, 0),
      round(search.p50, 3),
      round(search.p99, 3),
      round(search.coldP99, 3),
      round(load.requestsPerSecond, 0),
      load.p99Ms,
      round(cold.requestsPerSecond, 0),
      cold.p99Ms,
    ]);
    console.log(
      `x${factor}: ${search.pages} pages, artifact ${artifact.mb} MB built in ${artifact.buildMs} ms, first answer ${startMs} ms, ready at ${preparedMs} ms, RSS ${rssStart}/${rssLoaded} MB, search p50 ${round(search.p50, 3)} ms p99 ${round(search.p99, 3)} ms (cold p99 ${round(search.coldP99, 3)} ms), ${round(load.requestsPerSecond, 0)} search req/s (cold ${round(cold.requestsPerSecond, 0)}, HTTP p99 ${cold.p99Ms} ms)`,
    );
  }
  writeSection(
    "bench:growth",
    [
      "## Cost of growth",
      "",
      `Measured by \`npm run bench:growth\` on ${describeMachine()}. The content is multiplied by \`scripts/bench/grow-content.ts\` (every guide page and article gets synthetic siblings with their own slug, title, reordered sections and varied words; releases, audiences and calculators stay). First the site artifact is built for that content (\`node dist/cli/build-site.js\`, the second step of \`npm run build\`; its size is \`du\` of \`dist-site/\`). The service runs with production settings: \`bin/serve\`, the request log on and written to a file, starting from the artifact. First answer is from spawning \`bin/serve\` (the production launch) to the first 200 of \`/api/v1/app\`; ready is from spawning to the log line that says the content is loaded (every prepared target answered from the artifact, computed answers possible), and the load starts then. Search latency is in-process (\`searchSite\`, with excerpts and sections): p50 and p99 over the ${judgedQueries.length} judged queries, 10 rounds after 3 warm-up rounds (repeated queries); cold p99 over 2,000 distinct queries of two or three page words, each new to the engine, after 500 other such queries (so the code is compiled, as in a running server) and before the judged ones. Over HTTP, wrk (1 thread, 32 connections, 4 s): \`/api/v1/search?q=phone+watch+steps\` repeated, then every query new (\`scripts/bench/cold-search.lua\`, the same kind of queries); the server and wrk share both cores.`,
      "",
      table(
        [
          "content",
          "pages",
          "artifact build ms",
          "artifact MB",
          "first answer ms",
          "ready ms",
          "RSS after start MB",
          "RSS after load MB",
          "index build ms",
          "search p50 ms",
          "search p99 ms",
          "cold search p99 ms",
          "search req/s (repeated)",
          "HTTP p99 ms (repeated)",
          "cold search req/s",
          "cold HTTP p99 ms",
        ],
        rows,
      ),
      "",
      "Targets (issues 13, 32, 33): at x1 the first answer under 1 s and resident memory under 150 MB; at x100 the first answer under 2 s, resident memory under 250 MB after start and 400 MB after the load, the build under 60 s, cold search p99 under 5 ms in-process and under 50 ms over HTTP under this load.",
    ].join("\n"),
  );
}

await main();
