import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { table, writeSection } from "./bench/benchmarks-md.js";
import { describeMachine, ensureWrk, residentMb, type Started, startUntil, stop } from "./bench/processes.js";
import { type LoadResult, loadWithWrk } from "./bench/wrk.js";

// `npm run bench`: the service against a bare node:http server answering the same bytes, loaded
// alternately (A B A B ...) with wrk on loopback; then the same with two workers. Ratios, not
// absolute numbers, are the result: both sides run on the same machine in the same minutes.
const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const servicePort = 24001;
const barePort = 24002;

const targets: {
  name: string;
  path: string;
  kind: "content" | "calculator" | "search";
  headers?: Record<string, string>;
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
  { name: "Search, 3 words", path: "/api/v1/search?q=phone+watch+steps", kind: "search" },
];

async function startService(workers: number): Promise<Started> {
  return startUntil(
    "bin/serve",
    [],
    {
      PORT: String(servicePort),
      LOG_LEVEL: "silent",
      WEB_CONCURRENCY: String(workers),
      BASE_URL: `http://127.0.0.1:${servicePort}`,
    },
    "listening",
  );
}

async function waitForWorkers(service: Started, workers: number): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    if ((service.output().match(/listening/g) ?? []).length >= workers) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round = (value: number, places = 2) => Math.round(value * 10 ** places) / 10 ** places;

async function main(): Promise<void> {
  ensureWrk();
  const service = await startService(1);
  // Record the exact bytes the service answers, so the bare server answers the same.
  const fixtures: Record<string, { status: number; headers: Record<string, string>; body: string }> = {};
  for (const target of targets) {
    const response = await fetch(`http://127.0.0.1:${servicePort}${target.path}`, {
      headers: { "Accept-Encoding": "identity" },
    });
    if (response.status !== 200) throw new Error(`${target.path} answered ${response.status}`);
    const skip = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);
    fixtures[target.path] = {
      status: response.status,
      headers: Object.fromEntries([...response.headers].filter(([name]) => !skip.has(name))),
      body: Buffer.from(await response.arrayBuffer()).toString("base64"),
    };
  }
  const fixturesPath = join(tmpdir(), "stepzy-bench-fixtures.json");
  writeFileSync(fixturesPath, JSON.stringify(fixtures));
  const bare = await startUntil(
    process.execPath,
    ["scripts/bench/bare-server.mjs", fixturesPath, String(barePort)],
    {},
    "listening",
  );

  const results = new Map<string, { bare: LoadResult[]; service: LoadResult[] }>();
  for (const target of targets) {
    const entry = { bare: [] as LoadResult[], service: [] as LoadResult[] };
    results.set(target.path, entry);
    // Warm both (JIT, caches) before measuring.
    await loadWithWrk(`http://127.0.0.1:${barePort}${target.path}`, 1, connections);
    await loadWithWrk(`http://127.0.0.1:${servicePort}${target.path}`, 1, connections);
    for (let index = 0; index < rounds; index++) {
      entry.bare.push(await loadWithWrk(`http://127.0.0.1:${barePort}${target.path}`, seconds, connections));
      entry.service.push(
        await loadWithWrk(`http://127.0.0.1:${servicePort}${target.path}`, seconds, connections),
      );
    }
    const last = entry.service.at(-1)!;
    console.log(
      `${target.name}: service ${round(median(entry.service.map((r) => r.requestsPerSecond)), 0)} req/s, bare ${round(median(entry.bare.map((r) => r.requestsPerSecond)), 0)} req/s (p99 ${last.p99Ms} ms)`,
    );
  }
  const rssOne = residentMb(service.child.pid!);
  await stop(service);

  // Two workers against one, on the precomputed content GETs.
  const workerRows: (string | number)[][] = [];
  const one = await startService(1);
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
  await waitForWorkers(twoService, 2);
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

  const targetRatio = { content: 0.85, calculator: 0.7, search: 0.5 } as const;
  const rows = targets.map((target) => {
    const entry = results.get(target.path)!;
    const serviceRps = median(entry.service.map((r) => r.requestsPerSecond));
    const bareRps = median(entry.bare.map((r) => r.requestsPerSecond));
    const serviceP99 = median(entry.service.map((r) => r.p99Ms));
    const bareP99 = median(entry.bare.map((r) => r.p99Ms));
    const ratio = serviceRps / bareRps;
    const p99Ratio = serviceP99 / bareP99;
    const met = ratio >= targetRatio[target.kind] && (target.kind !== "content" || p99Ratio <= 1.5);
    const errors = entry.service.reduce((sum, r) => sum + r.errors, 0);
    return [
      target.name,
      `\`${target.path}\``,
      round(serviceRps, 0),
      round(bareRps, 0),
      `**${round(ratio)}x**`,
      serviceP99,
      bareP99,
      `${round(p99Ratio)}x`,
      `${targetRatio[target.kind]}x${target.kind === "content" ? ", p99 ≤ 1.5x" : ""}`,
      met ? "met" : "NOT met",
      errors,
    ];
  });
  writeSection(
    "bench:http",
    [
      "## HTTP throughput: the service against a bare node:http server",
      "",
      `Measured by \`npm run bench\` on ${describeMachine()}. wrk (1 thread, ${connections} connections, ${seconds} s) on loopback, bare server and service loaded alternately for ${rounds} rounds per URL after a 1 s warm-up of each; medians of the rounds. The bare server answers the same status, headers and body for the same URL from memory. One service process (\`WEB_CONCURRENCY=1\`), resident memory after the load: ${rssOne} MB.`,
      "",
      table(
        [
          "URL",
          "path",
          "service req/s",
          "bare req/s",
          "ratio",
          "service p99 ms",
          "bare p99 ms",
          "p99 ratio",
          "target",
          "",
          "errors",
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
  console.log("Results written to BENCHMARKS.md");
}

await main();
