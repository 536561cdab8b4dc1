import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startVarnish } from "../test/support/varnish.js";
import { table, writeSection } from "./bench/benchmarks-md.js";
import { describeMachine, ensureWrk, type Started, startLogged, stop } from "./bench/processes.js";
import { loadWithWrk } from "./bench/wrk.js";

// `npm run bench:varnish`: cached pages through Varnish (deploy/varnish/stepzy.vcl) in front of two
// replicas, beside the same URLs straight from one replica (issue 14). Both replicas run as
// production does (bin/serve, request log on). Nothing is pinned: Varnish uses threads.
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const ports = { varnish: 24020, admin: 24023, replicas: [24021, 24022] };
const work = mkdtempSync(join(tmpdir(), "stepzy-bench-varnish-"));
const browser = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

const targets: { name: string; path: string; headers: Record<string, string> }[] = [
  { name: "Guide page (HTML, browser)", path: "/guide/how-streaks-work", headers: { Accept: browser } },
  {
    name: "Guide page (Markdown, assistant)",
    path: "/guide/how-streaks-work",
    headers: { Accept: "text/markdown, text/html, */*" },
  },
  { name: "App facts (JSON)", path: "/api/v1/app", headers: {} },
  { name: "Search (JSON, repeated)", path: "/api/v1/search?q=phone+watch+steps", headers: {} },
];

async function main(): Promise<void> {
  ensureWrk();
  const replicas: Started[] = [];
  for (const [index, port] of ports.replicas.entries()) {
    replicas.push(
      await startLogged(
        "bin/serve",
        [],
        { PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "info", BASE_URL: "https://stepzy.app" },
        join(work, `replica-${index}.log`),
        "prepared",
      ),
    );
  }
  const varnish = await startVarnish({
    work,
    port: ports.varnish,
    adminPort: ports.admin,
    replicaPorts: [ports.replicas[0]!, ports.replicas[1]!],
  });
  const rows: (string | number)[][] = [];
  for (const target of targets) {
    const cached = `http://127.0.0.1:${ports.varnish}${target.path}`;
    const direct = `http://127.0.0.1:${ports.replicas[0]}${target.path}`;
    const headers = { ...target.headers, "Accept-Encoding": "gzip" };
    await loadWithWrk(cached, 1, connections, headers);
    await loadWithWrk(direct, 1, connections, headers);
    const through = await loadWithWrk(cached, seconds, connections, headers);
    const straight = await loadWithWrk(direct, seconds, connections, headers);
    const check = await fetch(cached, { headers });
    rows.push([
      target.name,
      Math.round(through.requestsPerSecond),
      through.p99Ms,
      Math.round(straight.requestsPerSecond),
      straight.p99Ms,
      `${(through.requestsPerSecond / straight.requestsPerSecond).toFixed(2)}x`,
      check.headers.get("x-cache") ?? "",
      through.errors + straight.errors,
    ]);
    await check.arrayBuffer();
    console.log(rows.at(-1)!.join(" | "));
  }
  await varnish.stop();
  for (const replica of replicas) await stop(replica);
  rmSync(work, { recursive: true, force: true });
  writeSection(
    "bench:varnish",
    [
      "## Through Varnish: cached answers beside the same answers from a replica (issue 14)",
      "",
      `Measured by \`npm run bench:varnish\` on ${describeMachine()}: two replicas (\`bin/serve\`, request log on) behind Varnish with \`deploy/varnish/stepzy.vcl\`, all on loopback; wrk (1 thread, ${connections} connections, ${seconds} s, \`Accept-Encoding: gzip\`) against Varnish, then against one replica directly, after a 1 s warm-up of each. Varnish, the replicas and wrk share the machine's 2 cores, so the ratio says what the cache saves the origin more than what a real edge would serve.`,
      "",
      table(
        [
          "answer",
          "Varnish req/s",
          "Varnish p99 ms",
          "replica req/s",
          "replica p99 ms",
          "ratio",
          "X-Cache after",
          "errors",
        ],
        rows,
      ),
    ].join("\n"),
  );
  console.log("Results written to BENCHMARKS.md");
}

await main();
