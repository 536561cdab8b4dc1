/**
 * Hostile traffic against one production server process (issue 19), on loopback, bounded: resident
 * memory over 200,000 distinct search queries and 60,000 distinct 404 paths (it must stay under 200
 * MB and flat once the caches are full), and a prepared page's latency while a flood of the costliest
 * queries runs (p99 under 50 ms). The server logs every request to a file, as in production.
 * `npm run bench:abuse`; results go to BENCHMARKS.md ("Hostile traffic").
 */
import { spawn } from "node:child_process";
import { mkdtempSync, openSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadContent } from "../src/node/load-content.js";
import { searchDocuments } from "../src/search/search-document.js";
import { createSearchEngine } from "../src/search/search-engine.js";
import { table, writeSection } from "./bench/benchmarks-md.js";
import { describeMachine, ensureWrk, residentMb } from "./bench/processes.js";
import { loadWithWrk } from "./bench/wrk.js";

const port = 3917;
const base = `http://127.0.0.1:${port}`;
const work = mkdtempSync(join(tmpdir(), "stepzy-abuse-"));
const wordsFile = join(work, "words.txt");
const logFile = join(work, "server.log");

ensureWrk();
// Real page words, for near misses; every query also carries a word no page uses.
const engine = createSearchEngine(searchDocuments(await loadContent("content")));
writeFileSync(wordsFile, [...engine.words].filter((word) => /^[a-z]{4,}$/.test(word)).join("\n"));

const log = openSync(logFile, "w");
const server = spawn("bin/serve", [], {
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "info" },
  stdio: ["ignore", log, log],
});
const pid = server.pid!;
for (let waited = 0; !readFileSync(logFile, "utf8").includes("prepared "); waited += 50) {
  if (waited > 60_000 || server.exitCode !== null) throw new Error(readFileSync(logFile, "utf8"));
  await new Promise((resolve) => setTimeout(resolve, 50));
}

let offset = 0;
/** Runs wrk rounds of distinct requests of a kind until `total` were sent; RSS after each round. */
async function distinct(kind: string, total: number, connections: number) {
  const curve: { requests: number; rssMb: number }[] = [{ requests: 0, rssMb: residentMb(pid) }];
  let sent = 0;
  let failed = 0;
  while (sent < total) {
    offset += 10_000_000;
    const result = await loadWithWrk(
      `${base}/`,
      5,
      connections,
      {},
      {
        script: "scripts/bench/distinct-requests.lua",
        env: { ABUSE_KIND: kind, ABUSE_WORDS: wordsFile, ABUSE_OFFSET: String(offset) },
      },
    );
    sent += result.requests;
    failed += result.socketErrors;
    curve.push({ requests: sent, rssMb: residentMb(pid) });
  }
  return { curve, failed };
}

const startRss = residentMb(pid);
const search = await distinct("search", 200_000, 32);
const notFound = await distinct("404", 60_000, 32);

// A prepared page alone, then while the costliest queries flood the service.
const page = `${base}/guide/how-streaks-work`;
const alone = await loadWithWrk(page, 10, 4);
const [during, flood] = await Promise.all([
  loadWithWrk(page, 10, 4),
  loadWithWrk(
    `${base}/`,
    10,
    64,
    {},
    {
      script: "scripts/bench/distinct-requests.lua",
      env: { ABUSE_KIND: "worst", ABUSE_WORDS: wordsFile, ABUSE_OFFSET: String(offset + 10_000_000) },
    },
  ),
]);
const endRss = residentMb(pid);
server.kill("SIGTERM");

const curveRows = (curve: { requests: number; rssMb: number }[]) =>
  curve
    .filter((_, index) => index % 3 === 0 || index === curve.length - 1)
    .map((point) => [point.requests.toLocaleString("en"), point.rssMb]);
const markdown = [
  `## Hostile traffic (issue 19)`,
  "",
  `\`npm run bench:abuse\` on ${describeMachine()}. One server process (\`bin/serve\`, the production launch, request log on, written to a file), wrk on loopback; every request distinct.`,
  "",
  `Resident memory after start and preparation: ${startRss} MB; at the end: ${endRss} MB.`,
  "",
  `### ${search.curve.at(-1)!.requests.toLocaleString("en")} distinct search queries (API and site search; made-up, near-miss and real words, each with a word no page uses)`,
  "",
  table(["requests sent", "resident MB"], curveRows(search.curve)),
  "",
  `### ${notFound.curve.at(-1)!.requests.toLocaleString("en")} distinct 404 paths (each 404 page also searches for suggestions)`,
  "",
  table(["requests sent", "resident MB"], curveRows(notFound.curve)),
  "",
  "### A prepared page while the costliest queries flood the service",
  "",
  table(
    ["", "prepared page req/s", "prepared p50 ms", "prepared p99 ms", "flood req/s", "flood answered 503"],
    [
      ["page alone", Math.round(alone.requestsPerSecond), alone.p50Ms, alone.p99Ms, "", ""],
      [
        "during the flood",
        Math.round(during.requestsPerSecond),
        during.p50Ms,
        during.p99Ms,
        Math.round(flood.requestsPerSecond),
        flood.non2xx,
      ],
    ],
  ),
  "",
  `The flood: 64 connections of 200-character queries of near-miss words (the costliest kind \`npm run search:worst\` finds), each distinct. Socket errors: search ${search.failed}, 404 ${notFound.failed}, flood ${flood.socketErrors}.`,
].join("\n");
writeSection("abuse", markdown);
console.log(markdown);
