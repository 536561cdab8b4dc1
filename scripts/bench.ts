import { execFileSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { testService } from "../test/support/service.js";
import { table, writeSection } from "./bench/benchmarks-md.js";
import { coldSearchLua, coldSearchScript } from "./bench/cold-search.js";
import {
  assertStartedFromSite,
  buildSiteFor,
  cpuSeconds,
  describeMachine,
  ensureWrk,
  processesFromSite,
  residentMb,
  type Started,
  startLogged,
  stop,
} from "./bench/processes.js";
import { type LoadResult, loadWithWrk, type WrkScript } from "./bench/wrk.js";

// `npm run bench`: the service as production runs it (bin/serve, request log on) against a bare
// node:http server answering the same bytes, loaded alternately (A B A B ...) with wrk on loopback,
// server and load generator on separate cores; then two workers against one. Ratios, not absolute
// numbers, are the result: both sides run on the same machine in the same minutes.
const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const servicePort = 24001;
const barePort = 24002;
const wordsFile = join(tmpdir(), "stepzy-bench-words.txt");
const serviceLog = join(tmpdir(), "stepzy-bench-service.log");

type Kind = "content" | "calculator" | "search" | "404";

const allTargets: {
  name: string;
  path: string;
  kind: Kind;
  /** Every request distinct, from a wrk script; the bare server answers the path's fixture. */
  script?: WrkScript;
  /** Reported beside a target, without one of its own (the routed path under a kept answer). */
  reportOnly?: true;
}[] = [
  { name: "App facts (JSON)", path: "/api/v1/app", kind: "content" },
  { name: "Articles, limit 20 (JSON)", path: "/api/v1/articles?limit=20", kind: "content" },
  { name: "Guide page (JSON)", path: "/api/v1/docs/how-streaks-work", kind: "content" },
  { name: "Guide page (HTML)", path: "/guide/how-streaks-work", kind: "content" },
  { name: "Guide page (Markdown)", path: "/guide/how-streaks-work.md", kind: "content" },
  {
    name: "Calculator (BMI)",
    path: "/api/v1/calculators/bmi?units=metric&height=172&weight=68.5",
    kind: "calculator",
  },
  {
    name: "Calculator (BMI), every request new",
    path: "/api/v1/calculators/bmi?units=metric&height=150&weight=60",
    kind: "calculator",
    script: { script: "scripts/bench/new-calculation.lua" },
    reportOnly: true,
  },
  { name: "Search, 3 words, repeated", path: "/api/v1/search?q=phone+watch+steps", kind: "search" },
  {
    name: "Search, every query new (cold)",
    path: "/api/v1/search?q=walking+heart+goal",
    kind: "search",
    script: { script: coldSearchLua, env: { BENCH_WORDS: wordsFile } },
  },
  { name: "Missing page (404 page)", path: "/guide/no-such-page", kind: "404" },
];

/**
 * `BENCH_ONLY=cold npm run bench`: only the targets whose name holds that text, printed and not
 * written to BENCHMARKS.md (a partial run is not the report), without the two-worker comparison.
 */
const only = process.env.BENCH_ONLY?.toLowerCase();
const targets = allTargets.filter((target) => !only || target.name.toLowerCase().includes(only));

/** Same-run targets of issue 13: throughput ratio, and for prepared GETs CPU per request too. */
const targetRatio: Record<Kind, number> = { content: 0.9, calculator: 0.7, search: 0.5, "404": 0.5 };
const contentCpuRatio = 1.15;

async function startService(workers: number): Promise<Started> {
  buildSiteFor(`http://127.0.0.1:${servicePort}`);
  return startLogged(
    "bin/serve",
    [],
    {
      PORT: String(servicePort),
      // Production settings: the request log on, written to a file as a deployment's log pipe is.
      LOG_LEVEL: "info",
      HEALTH_DETAILS: "1",
      WEB_CONCURRENCY: String(workers),
      BASE_URL: `http://127.0.0.1:${servicePort}`,
    },
    serviceLog,
    "listening",
    workers === 1 ? 0 : undefined,
  );
}

/** Waits until every worker has its answers ready (its start log says so): loaded while it was still
 * preparing them, two workers answered the first URL at half the rate of one. */
async function waitUntilReady(service: Started, workers: number): Promise<void> {
  for (let attempt = 0; attempt < 1500; attempt++) {
    assertStartedFromSite(service.output());
    if (processesFromSite(service.output()) >= workers) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${workers} worker(s) not ready after 30 s: ${service.output().slice(-500)}`);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round = (value: number, places = 2) => Math.round(value * 10 ** places) / 10 ** places;

/** One measured load: wrk's report and the server's CPU per request over it. */
interface Measured extends LoadResult {
  readonly cpuMicrosPerRequest: number;
}

async function measure(url: string, pid: number, script?: WrkScript): Promise<Measured> {
  const before = cpuSeconds(pid);
  const result = await loadWithWrk(url, seconds, connections, {}, script);
  const used = cpuSeconds(pid) - before;
  return { ...result, cpuMicrosPerRequest: (used * 1e6) / Math.max(1, result.requests) };
}

async function main(): Promise<void> {
  ensureWrk();
  const engine = (await testService()).store.current().services.search;
  coldSearchScript(engine, wordsFile);
  const service = await startService(1);
  await waitUntilReady(service, 1);
  const servicePid = service.child.pid!;
  // Record the exact bytes the service answers, so the bare server answers the same.
  const fixtures: Record<string, { status: number; headers: Record<string, string>; body: string }> = {};
  for (const target of targets) {
    const response = await fetch(`http://127.0.0.1:${servicePort}${target.path}`, {
      headers: { "Accept-Encoding": "identity" },
    });
    const expected = target.kind === "404" ? 404 : 200;
    if (response.status !== expected) throw new Error(`${target.path} answered ${response.status}`);
    const skip = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);
    // A script's distinct requests get the answer of the path without its query from the bare server.
    fixtures[target.script ? target.path.replace(/\?.*$/, "") : target.path] = {
      status: response.status,
      headers: Object.fromEntries([...response.headers].filter(([name]) => !skip.has(name))),
      body: Buffer.from(await response.arrayBuffer()).toString("base64"),
    };
  }
  const fixturesPath = join(tmpdir(), "stepzy-bench-fixtures.json");
  writeFileSync(fixturesPath, JSON.stringify(fixtures));
  const bare = await startLogged(
    process.execPath,
    ["scripts/bench/bare-server.mjs", fixturesPath, String(barePort)],
    {},
    join(tmpdir(), "stepzy-bench-bare.log"),
    "listening",
    0,
  );
  const barePid = bare.child.pid!;

  const results = new Map<string, { bare: Measured[]; service: Measured[] }>();
  for (const target of targets) {
    const entry = { bare: [] as Measured[], service: [] as Measured[] };
    results.set(target.path, entry);
    const bareUrl = `http://127.0.0.1:${barePort}${target.path}`;
    const serviceUrl = `http://127.0.0.1:${servicePort}${target.path}`;
    // Warm both (JIT, caches) before measuring; a cold target's warm-up uses other queries.
    const warmUp = target.script && { ...target.script, env: { ...target.script.env, BENCH_SEED: "1" } };
    await loadWithWrk(bareUrl, 1, connections, {}, warmUp);
    await loadWithWrk(serviceUrl, 1, connections, {}, warmUp);
    for (let index = 0; index < rounds; index++) {
      const script = target.script && {
        ...target.script,
        env: { ...target.script.env, BENCH_SEED: String(100 + index) },
      };
      entry.bare.push(await measure(bareUrl, barePid, script));
      entry.service.push(await measure(serviceUrl, servicePid, script));
    }
    const last = entry.service.at(-1)!;
    console.log(
      `${target.name}: service ${round(median(entry.service.map((r) => r.requestsPerSecond)), 0)} req/s, bare ${round(median(entry.bare.map((r) => r.requestsPerSecond)), 0)} req/s (p99 ${last.p99Ms} ms)`,
    );
  }
  const rssOne = residentMb(servicePid);
  const health = (await (await fetch(`http://127.0.0.1:${servicePort}/healthz`)).json()) as Record<
    string,
    unknown
  >;
  // The log file holds hundreds of MB by now: count its request lines without reading it whole.
  const logLines = Number(execFileSync("grep", ["-c", '"msg":"request"', serviceLog], { encoding: "utf8" }));
  await stop(service);
  if (only) {
    await stop(bare);
    for (const target of targets) {
      const entry = results.get(target.path)!;
      const cpu = (side: Measured[]) => round(median(side.map((r) => r.cpuMicrosPerRequest)), 1);
      console.log(
        `${target.name}: CPU ${cpu(entry.service)} us/request, bare ${cpu(entry.bare)}; RSS ${rssOne} MB`,
      );
    }
    return;
  }

  // Two workers against one, on the precomputed content GETs.
  const workerRows: (string | number)[][] = [];
  const one = await startService(1);
  await waitUntilReady(one, 1);
  const oneResults: number[] = [];
  const contentTargets = targets.filter((target) => target.kind === "content");
  const two = { rps: [] as number[] };
  for (const target of contentTargets) {
    await loadWithWrk(`http://127.0.0.1:${servicePort}${target.path}`, 1, connections);
    oneResults.push(
      (await loadWithWrk(`http://127.0.0.1:${servicePort}${target.path}`, seconds, connections))
        .requestsPerSecond,
    );
  }
  await stop(one);
  const twoService = await startService(2);
  await waitUntilReady(twoService, 2);
  for (const target of contentTargets) {
    await loadWithWrk(`http://127.0.0.1:${servicePort}${target.path}`, 1, connections);
    two.rps.push(
      (await loadWithWrk(`http://127.0.0.1:${servicePort}${target.path}`, seconds, connections))
        .requestsPerSecond,
    );
  }
  await stop(twoService);
  contentTargets.forEach((target, index) => {
    workerRows.push([
      target.name,
      round(oneResults[index]!, 0),
      round(two.rps[index]!, 0),
      `${round(two.rps[index]! / oneResults[index]!)}x`,
    ]);
  });
  await stop(bare);

  const rows = targets.map((target) => {
    const entry = results.get(target.path)!;
    const serviceRps = median(entry.service.map((r) => r.requestsPerSecond));
    const bareRps = median(entry.bare.map((r) => r.requestsPerSecond));
    const serviceCpu = median(entry.service.map((r) => r.cpuMicrosPerRequest));
    const bareCpu = median(entry.bare.map((r) => r.cpuMicrosPerRequest));
    const serviceP99 = median(entry.service.map((r) => r.p99Ms));
    const ratio = serviceRps / bareRps;
    const cpuRatio = serviceCpu / bareCpu;
    const met =
      ratio >= targetRatio[target.kind] && (target.kind !== "content" || cpuRatio <= contentCpuRatio);
    const verdict = target.reportOnly ? "reported" : met ? "met" : "NOT met";
    const errors = entry.service.reduce((sum, r) => sum + r.socketErrors, 0);
    return [
      target.name,
      `\`${target.path}\`${target.script ? " (each query new)" : ""}`,
      round(serviceRps, 0),
      round(bareRps, 0),
      `**${round(ratio)}x**`,
      round(serviceCpu, 1),
      round(bareCpu, 1),
      `**${round(cpuRatio)}x**`,
      serviceP99,
      target.reportOnly
        ? "none"
        : `≥ ${targetRatio[target.kind]}x${target.kind === "content" ? `, CPU ≤ ${contentCpuRatio}x` : ""}`,
      verdict,
      errors,
    ];
  });
  writeSection(
    "bench:http",
    [
      "## HTTP throughput: the service against a bare node:http server",
      "",
      `Measured by \`npm run bench\` on ${describeMachine()}, with production settings: \`bin/serve\` with the request log on (\`LOG_LEVEL=info\`, ${logLines.toLocaleString("en")} request lines written to a file during the run). Server and bare server pinned to CPU 0, wrk (1 thread, ${connections} connections, ${seconds} s) to CPU 1, on loopback; bare server and service loaded alternately for ${rounds} rounds per URL after a 1 s warm-up of each; medians of the rounds. The bare server answers the same status, headers and body for the same URL from memory (for the cold search, the answer of one such query). CPU µs per request is the server's user + system time over the round (\`/proc\`) divided by the requests it answered: the figure this shared machine's noise disturbs least. One service process (\`WEB_CONCURRENCY=1\`); resident memory after the load: ${rssOne} MB; \`/healthz\` then: \`${JSON.stringify(health)}\`.`,
      "",
      table(
        [
          "URL",
          "path",
          "service req/s",
          "bare req/s",
          "ratio",
          "service CPU µs/req",
          "bare CPU µs/req",
          "CPU ratio",
          "service p99 ms",
          "target",
          "",
          "socket errors",
        ],
        rows,
      ),
      "",
      "### Two workers against one (precomputed content GETs)",
      "",
      "On this 2-core machine wrk itself needs a core, so two workers share the CPU with the load generator; the target is 1.6x.",
      "",
      table(["URL", "1 worker req/s", "2 workers req/s", "ratio"], workerRows),
    ].join("\n"),
  );
  rmSync(serviceLog, { force: true });
  console.log("Results written to BENCHMARKS.md");
}

await main();
