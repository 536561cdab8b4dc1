import { readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { Miniflare } from "miniflare";
import { buildEdge } from "../src/build/edge-bundle.js";
import { deployedRouterConfig } from "../test/support/edge-routing.js";
import { table, writeSection } from "./bench/benchmarks-md.js";
import { growContent } from "./bench/grow-content.js";
import { describeMachine } from "./bench/processes.js";

// `npm run bench:edge`: the Worker bundle's size and its cold start in workerd (Miniflare,
// offline), at the real content and at ten times as much (issue 15), beside the platform's limits.
const work = join(tmpdir(), "stepzy-bench-edge");
const rounds = 3;

async function measure(contentDir: string, label: string) {
  const built = await buildEdge({
    contentDir,
    outfile: join(work, label, "worker.js"),
    baseUrl: "https://stepzy.app",
  });
  const gzipBytes = gzipSync(readFileSync(built.outfile)).byteLength;
  const firsts: { start: number; page: number; search: number }[] = [];
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    const worker = new Miniflare({
      modules: true,
      modulesRoot: join(work, label),
      scriptPath: built.outfile,
      compatibilityDate: "2026-07-30",
      bindings: { BASE_URL: "https://stepzy.app" },
      // The site built once, with the Worker's inputs, as Cloudflare serves it (wrangler.toml [assets]).
      assets: {
        directory: join(work, label, "site"),
        binding: "ASSETS",
        routerConfig: deployedRouterConfig(),
      },
    });
    await (await worker.dispatchFetch("http://localhost/healthz")).text();
    const start = performance.now() - started;
    let at = performance.now();
    await (await worker.dispatchFetch("http://localhost/guide/how-streaks-work")).text();
    const page = performance.now() - at;
    at = performance.now();
    await (await worker.dispatchFetch("http://localhost/api/v1/search?q=phone+watch+steps")).text();
    const search = performance.now() - at;
    firsts.push({ start, page, search });
    await worker.dispose();
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return [
    label,
    `${(built.bytes / 1024 / 1024).toFixed(2)} MB`,
    `${(gzipBytes / 1024 / 1024).toFixed(2)} MB`,
    Math.round(median(firsts.map((first) => first.start))),
    Math.round(median(firsts.map((first) => first.page))),
    Math.round(median(firsts.map((first) => first.search))),
  ];
}

rmSync(work, { recursive: true, force: true });
const rows = [await measure("content", "x1")];
const pages = await growContent("content", join(work, "content-x10"), 10);
rows.push(await measure(join(work, "content-x10"), `x10 (${pages} pages)`));
rmSync(work, { recursive: true, force: true });
for (const row of rows) console.log(row.join(" | "));
writeSection(
  "bench:edge",
  [
    "## The Worker: script size and cold start in workerd (issues 15, 32)",
    "",
    `Measured by \`npm run bench:edge\` on ${describeMachine()}: \`npm run build:edge\`, then the script in workerd through Miniflare (offline) with the built site as its static assets, ${rounds} cold starts each, medians. The script is code only: the content files and the assets' names are read from the static assets (\`worker-inputs.json\`, docs/artifact.md), so its size does not grow with the content. "First answer" is from creating the runtime to the answer of \`/healthz\`: it includes starting workerd itself (about 250 ms here) and composing the service from those inputs (building the graph and the search index) on the first request. The next two columns are the first prepared page (read from the built site) and the first search after that.`,
    "",
    table(["content", "bundle", "bundle gzip", "first answer ms", "first page ms", "first search ms"], rows),
    "",
    "Platform limits (developers.cloudflare.com/workers/platform/limits): a Worker of at most 3 MB compressed on the Free plan and 10 MB on Paid; at most 1 s to parse and run the global scope (ours composes nothing there: the service is composed on the first request); CPU per request 10 ms on Free and up to 5 min on Paid, so the first request of each isolate, which builds the graph and the search index, needs the Paid plan.",
  ].join("\n"),
);
console.log("Results written to BENCHMARKS.md");
