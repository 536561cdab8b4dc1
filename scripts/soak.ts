import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { table, writeSection } from "./bench/benchmarks-md.js";
import { buildSiteFor, describeMachine, type Started, startUntil, stop } from "./bench/processes.js";
import { runLoad } from "./soak/load-loop.js";
import { buildTraffic } from "./soak/traffic.js";

// `npm run soak`: reliability under load, on loopback, bounded in time. Parts (SOAK_PARTS):
// soak (SOAK_SECONDS of mixed traffic: no failed or malformed answer, memory flat, event-loop
// delay), shutdown (SIGTERM under load loses no accepted request), worker (a worker killed under
// WEB_CONCURRENCY=2 is replaced while the other answers), reload (content edits under load: broken
// ones keep the last good content, good ones are seen whole). Exits non-zero if any part fails.
const parts = (process.env.SOAK_PARTS ?? "soak,shutdown,worker,reload").split(",");
const soakSeconds = Number(process.env.SOAK_SECONDS ?? 300);
const concurrency = Number(process.env.SOAK_CONCURRENCY ?? 64);
const port = 24021;
const base = `http://127.0.0.1:${port}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const results: string[] = [];
let failures = 0;

function start(env: Record<string, string> = {}, args: string[] = []): Promise<Started> {
  return startUntil(
    "bin/serve",
    args,
    // Process figures on /healthz: the soak samples memory and event-loop delay there.
    { PORT: String(port), BASE_URL: base, LOG_LEVEL: "silent", HEALTH_DETAILS: "1", ...env },
    "listening",
  );
}

async function health(): Promise<{
  rssMb: number;
  eventLoopDelayMs: { p50: number; p99: number; max: number };
}> {
  return (await fetch(`${base}/healthz`)).json() as never;
}

function slope(points: { x: number; y: number }[]): number {
  const n = points.length;
  const mx = points.reduce((s, p) => s + p.x, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  const num = points.reduce((s, p) => s + (p.x - mx) * (p.y - my), 0);
  const den = points.reduce((s, p) => s + (p.x - mx) ** 2, 0);
  return den === 0 ? 0 : num / den;
}

async function soak() {
  const service = await start();
  await sleep(1500); // let the answers be prepared
  const cases = await buildTraffic(base);
  const started = performance.now();
  const samples: { x: number; rss: number; p99: number }[] = [];
  const sampler = setInterval(async () => {
    const reading = await health();
    samples.push({
      x: (performance.now() - started) / 60_000,
      rss: reading.rssMb,
      p99: reading.eventLoopDelayMs.p99,
    });
  }, 5000);
  const counts = await runLoad(
    base,
    cases,
    concurrency,
    () => performance.now() - started > soakSeconds * 1000,
  );
  clearInterval(sampler);
  await stop(service);
  const afterWarmup = samples.filter((sample) => sample.x > (soakSeconds / 60) * 0.2);
  const trend = slope(afterWarmup.map((sample) => ({ x: sample.x, y: sample.rss })));
  const rss = afterWarmup.map((sample) => sample.rss);
  const p99s = samples.map((sample) => sample.p99).sort((a, b) => a - b);
  const flat = Math.abs(trend) * (soakSeconds / 60) < 10; // under 10 MB over the whole run
  const ok = counts.failed === 0 && counts.malformed === 0 && flat;
  if (!ok) failures++;
  results.push(
    [
      `### Soak: ${soakSeconds} s of mixed traffic, ${concurrency} concurrent — ${ok ? "passed" : "FAILED"}`,
      "",
      `${cases.length} kinds of request (every sitemap page as HTML and Markdown, every API endpoint, calculators, search, and 400/404/405/406/308 cases), round robin; ${cases.filter((item) => item.path.includes("{n}") || JSON.stringify(item.headers ?? {}).includes("{n}")).length} of them (searches, 404 paths, header values) different on every request, so memory must stay flat against distinct input too.`,
      "",
      table(
        [
          "requests",
          "req/s",
          "failed",
          "malformed",
          "RSS after warm-up MB (min-max)",
          "RSS trend MB/min",
          "event-loop delay p99 ms (median / worst 5 s window)",
        ],
        [
          [
            counts.requests,
            Math.round(counts.requests / soakSeconds),
            counts.failed,
            counts.malformed,
            `${Math.min(...rss)}-${Math.max(...rss)}`,
            trend.toFixed(2),
            `${p99s[Math.floor(p99s.length / 2)] ?? "-"} / ${p99s.at(-1) ?? "-"}`,
          ],
        ],
      ),
      counts.examples.length ? `\nExamples: ${counts.examples.join("; ")}` : "",
    ].join("\n"),
  );
}

async function shutdown() {
  const service = await start();
  await sleep(1000);
  const cases = (await buildTraffic(base)).filter((item) => item.status === 200);
  let stopAt = Number.POSITIVE_INFINITY;
  let signalledAt = 0;
  const lost: string[] = [];
  let refused = 0;
  let answeredAfterSignal = 0;
  const exited = new Promise((resolve) => service.child.once("exit", resolve));
  const load = runLoad(
    base,
    cases,
    concurrency,
    () => performance.now() > stopAt,
    (outcome, detail, at) => {
      if (signalledAt && at > signalledAt && outcome === "ok") answeredAfterSignal++;
      if (outcome === "failed" && detail?.endsWith("ECONNREFUSED")) refused++;
      else if (outcome !== "ok") lost.push(detail ?? outcome);
    },
  );
  await sleep(3000);
  signalledAt = performance.now();
  service.child.kill("SIGTERM");
  await exited;
  stopAt = performance.now() + 500;
  const counts = await load;
  const ok = lost.length === 0 && service.child.exitCode === 0;
  if (!ok) failures++;
  results.push(
    [
      `### Graceful shutdown under load — ${ok ? "passed" : "FAILED"}`,
      "",
      `SIGTERM after 3 s of ${concurrency} concurrent requests; the load continues until the process has exited. A request the server had accepted must be answered; connections refused after the listener closed are not in flight.`,
      "",
      table(
        [
          "requests",
          "answered after SIGTERM",
          "refused after close",
          "lost (accepted, not answered)",
          "exit code",
        ],
        [[counts.requests, answeredAfterSignal, refused, lost.length, String(service.child.exitCode)]],
      ),
      lost.length ? `\nLost: ${lost.slice(0, 5).join("; ")}` : "",
    ].join("\n"),
  );
}

async function worker() {
  const service = await startUntil(
    "bin/serve",
    [],
    { PORT: String(port), BASE_URL: base, LOG_LEVEL: "info", WEB_CONCURRENCY: "2" },
    "listening",
  );
  const pids = () =>
    // Each worker logs its own listening line; a line's `pid` comes before its `msg`.
    [...service.output().matchAll(/"pid":(\d+),"msg":"Stepzy Web listening/g)].map((match) =>
      Number(match[1]),
    );
  while (pids().length < 2) await sleep(25);
  await sleep(1000);
  const cases = (await buildTraffic(base)).filter((item) => item.status === 200);
  let killedAt = 0;
  let replacedAt = 0;
  let errorsAroundKill = 0;
  let errorsAfterReplacement = 0;
  const started = performance.now();
  const load = runLoad(
    base,
    cases,
    concurrency,
    () => performance.now() - started > 8000,
    (outcome, _detail, at) => {
      if (outcome === "ok") return;
      if (replacedAt && at > replacedAt + 100) errorsAfterReplacement++;
      else errorsAroundKill++;
    },
  );
  const watch = (async () => {
    await sleep(2000);
    const [victim] = pids();
    killedAt = performance.now();
    process.kill(victim!, "SIGKILL");
    while (pids().length < 3) await sleep(10);
    replacedAt = performance.now();
  })();
  const [counts] = await Promise.all([load, watch]);
  await stop(service);
  const ok = errorsAfterReplacement === 0 && replacedAt > 0;
  if (!ok) failures++;
  results.push(
    [
      `### A worker killed under WEB_CONCURRENCY=2 — ${ok ? "passed" : "FAILED"}`,
      "",
      `8 s of ${concurrency} concurrent requests; one worker is killed with SIGKILL after 2 s. Requests in flight on the killed worker can fail (it was killed mid-answer); every request after the replacement is up must succeed.`,
      "",
      table(
        ["requests", "replacement up after ms", "failed around the kill", "failed after replacement"],
        [[counts.requests, Math.round(replacedAt - killedAt), errorsAroundKill, errorsAfterReplacement]],
      ),
    ].join("\n"),
  );
}

async function reload() {
  const dir = await mkdtemp(join(tmpdir(), "stepzy-soak-content-"));
  await cp("content", dir, { recursive: true });
  const file = join(dir, "blog", "how-many-steps-in-a-mile.md");
  const original = await readFile(file, "utf8");
  const service = await start({ CONTENT_DIR: dir }, ["--dev"]);
  await sleep(1000);
  let stopNow = false;
  let checks = 0;
  let torn = 0;
  let bad = 0;
  const seen = new Set<number>();
  const reader = async () => {
    while (!stopNow) {
      const response = await fetch(`${base}/api/v1/articles/how-many-steps-in-a-mile`);
      if (response.status !== 200) {
        bad++;
        continue;
      }
      const article = (await response.json()) as { title: string; summary: string };
      const titleVersion = /edit (\d+)$/.exec(article.title)?.[1];
      const summaryVersion = /\(edit (\d+)\)$/.exec(article.summary)?.[1];
      if (titleVersion !== summaryVersion) torn++;
      if (titleVersion) seen.add(Number(titleVersion));
      checks++;
    }
  };
  const readers = Array.from({ length: 16 }, reader);
  let goodEdits = 0;
  let brokenEdits = 0;
  for (let edit = 1; edit <= 20; edit++) {
    const good = original
      .replace(/^title: .*$/m, `title: How many steps are in a mile, edit ${edit}`)
      .replace(
        /^summary: (.*)$/m,
        (_match, summary: string) =>
          `summary: ${summary.replace(/^["']|["']$/g, "").slice(0, 150)} (edit ${edit})`,
      );
    await writeFile(file, good);
    goodEdits++;
    await sleep(400);
    await writeFile(file, good.replace(/^category: .*$/m, "category: Fitness"));
    brokenEdits++;
    await sleep(400);
  }
  stopNow = true;
  await Promise.all(readers);
  await stop(service);
  await rm(dir, { recursive: true, force: true });
  const ok = torn === 0 && bad === 0 && seen.size >= goodEdits / 2;
  if (!ok) failures++;
  results.push(
    [
      `### Content reload under load — ${ok ? "passed" : "FAILED"}`,
      "",
      "A development-mode server (`--dev`) while 16 readers fetch one article as fast as they can; its title and summary are edited together 20 times, each good edit followed by a broken one (an invalid category). Every answer must be 200, and title and summary must come from the same edit.",
      "",
      table(
        [
          "answers checked",
          "good edits",
          "broken edits",
          "edits seen",
          "torn (title and summary from different edits)",
          "non-200",
        ],
        [[checks, goodEdits, brokenEdits, seen.size, torn, bad]],
      ),
    ].join("\n"),
  );
}

const runners: Record<string, () => Promise<void>> = { soak, shutdown, worker, reload };
// The service starts from a site built for the origin it serves, as in production.
buildSiteFor(base);
for (const part of parts) {
  console.log(`running ${part}...`);
  await runners[part]!();
  console.log(results.at(-1));
}
writeSection(
  "soak",
  [
    "## Reliability under load",
    "",
    `Measured by \`npm run soak\` (\`scripts/soak.ts\`, parts: ${parts.join(", ")}) on ${describeMachine()}, against \`bin/serve\` (the production launch) on loopback, with the load generator (Node fetch) in another process.`,
    "",
    results.join("\n\n"),
  ].join("\n"),
);
process.exitCode = failures ? 1 : 0;
