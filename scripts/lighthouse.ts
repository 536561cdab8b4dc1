// Lighthouse against Debian's Chromium: serves the real content on a local port (compressed, as
// production does), audits the home page, a guide page, an article and a calculator page with the
// default mobile settings (simulated slow 4G, 4x CPU slowdown), prints the scores, saves the JSON
// reports under artifacts/lighthouse, and with --write records them in BENCHMARKS.md.
// Exits non-zero when performance is below 95 or accessibility, best practices or SEO below 100.
// Usage: npm run lighthouse [-- --write]

import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { composeNodeService } from "../src/node/compose-node.js";
import { nodeEncoders } from "../src/node/encoders.js";
import { loadContent } from "../src/node/load-content.js";
import { chromiumFlags, chromiumPath } from "../test/chromium.js";
import { listenAtOwnOrigin } from "../test/support/listen-loopback.js";

const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
const targets: Record<(typeof categories)[number], number> = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};

const graph = await loadContent("content");
const audited = [
  ["Home", "/"],
  ["Guide page", `/guide/${[...graph.docs.keys()][0]}`],
  ["Article", `/blog/${graph.articles[0]?.slug}`],
  ["Calculator page", "/tools/bmi"],
] as const;

const { origin, server } = await listenAtOwnOrigin((baseUrl) =>
  composeNodeService(graph, { baseUrl, encoders: nodeEncoders }),
);

const chrome = await launch({
  chromePath: chromiumPath,
  chromeFlags: ["--headless=new", ...chromiumFlags],
});

const reportDir = join("artifacts", "lighthouse");
mkdirSync(reportDir, { recursive: true });
const rows: { name: string; path: string; scores: Record<string, number> }[] = [];
let version = "";
try {
  for (const [name, path] of audited) {
    await fetch(`${origin}${path}`); // warm the per-snapshot page cache and the asset bundles
    const result = await lighthouse(`${origin}${path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...categories],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    version = result.lhr.lighthouseVersion;
    const scores = Object.fromEntries(
      categories.map((category) => [
        category,
        Math.round((result.lhr.categories[category]?.score ?? 0) * 100),
      ]),
    );
    const failing = Object.values(result.lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== "informative")
      .map((audit) => `${audit.id} (${audit.score})`);
    rows.push({ name, path, scores });
    writeFileSync(join(reportDir, `${name.toLowerCase().replace(/\s+/g, "-")}.json`), String(result.report));
    console.log(
      `${name} ${path}: ${JSON.stringify(scores)}${failing.length ? `\n  below 1: ${failing.join(", ")}` : ""}`,
    );
  }
} finally {
  chrome.kill();
  server.close();
}

const table = [
  "| page | path | performance | accessibility | best practices | SEO |",
  "| --- | --- | --- | --- | --- | --- |",
  ...rows.map(
    (row) =>
      `| ${row.name} | \`${row.path}\` | ${categories.map((category) => row.scores[category]).join(" | ")} |`,
  ),
].join("\n");
console.log(`\n${table}`);

if (process.argv.includes("--write")) {
  const chromium = (await import("node:child_process")).execFileSync("/usr/bin/chromium", ["--version"], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
  });
  const section = `## Lighthouse

\`npm run lighthouse -- --write\` (\`scripts/lighthouse.ts\`) serves the real content on a local port with
br/gzip, as production does, and runs Lighthouse ${version} in ${chromium.trim()}
with the default mobile settings (simulated slow 4G, 4x CPU slowdown). Targets: performance 95 or more,
accessibility, best practices and SEO 100; the script exits non-zero below them. JSON reports are saved
under \`artifacts/lighthouse/\`.

${table}
`;
  const file = "BENCHMARKS.md";
  const current = readFileSync(file, "utf8");
  const start = current.indexOf("## Lighthouse");
  const next = start === -1 ? -1 : current.indexOf("\n## ", start + 1);
  const updated =
    start === -1
      ? `${current.trimEnd()}\n\n${section}`
      : `${current.slice(0, start)}${section}${next === -1 ? "" : current.slice(next + 1)}`;
  writeFileSync(file, updated);
  console.log(`Recorded in ${file}.`);
}

const below = rows.flatMap((row) =>
  categories
    .filter((category) => (row.scores[category] ?? 0) < targets[category])
    .map((category) => `${row.name} ${category}`),
);
if (below.length) {
  console.error(`Below target: ${below.join(", ")}`);
  process.exit(1);
}
process.exit(0);
