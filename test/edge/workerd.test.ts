import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { Miniflare } from "miniflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exampleRequests } from "../../src/api/example-requests.js";
import { operations } from "../../src/api/routes.js";
import { buildEdge } from "../../src/build/edge-bundle.js";
import { platformServedPrefix } from "../../src/build/platform-files.js";
import type { Service } from "../../src/compose.js";
import { bodyFile, type SiteManifest } from "../../src/http/site-manifest.js";
import { indexFileNames, writeIndexFiles } from "../../src/search/indexed-terms.js";
import { searchDocuments } from "../../src/search/search-document.js";
import { indexTerms, pagesInOrder } from "../../src/search/search-engine.js";
import { deployedRouterConfig } from "../support/edge-routing.js";
import { testBaseUrl, testGraph, testService } from "../support/service.js";

// The Worker build (issue 15) in workerd, the real Workers runtime (through Miniflare, offline):
// every prepared target, every computed operation's examples, the API's errors and the page
// negotiation cases answer exactly as the Node service does: status, headers and body bytes.
// Compression differs by design (the platform compresses on Workers), so both are asked for
// identity, which is what the platform compresses from.
let work: string;
let built: Awaited<ReturnType<typeof buildEdge>>;
let worker: Miniflare;
let node: Service;
let coldStartMs: number;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), "stepzy-edge-"));
  built = await buildEdge({ contentDir: "content", outfile: join(work, "worker.js"), baseUrl: testBaseUrl });
  const started = performance.now();
  // The site built once, as Cloudflare serves it: the static assets from their files, the rest
  // through the Worker, which reads the manifest and bodies through its binding.
  worker = workerOn(join(work, "site"));
  await (await worker.dispatchFetch("http://localhost/healthz")).text();
  coldStartMs = performance.now() - started;
  node = await testService();
  await node.prepare();
}, 120_000);

/**
 * The built Worker in workerd (through Miniflare, offline), with `site` as its static assets routed
 * as wrangler.toml deploys them, and `bindings` as its variables.
 */
function workerOn(
  site: string | undefined,
  bindings: Record<string, string> | undefined = { BASE_URL: testBaseUrl },
) {
  return new Miniflare({
    modules: true,
    // Module names are paths under the root: workerd refuses a module named `../x.js`.
    modulesRoot: work,
    scriptPath: built.outfile,
    compatibilityDate: "2026-07-30",
    ...(bindings ? { bindings } : {}),
    ...(site ? { assets: { directory: site, binding: "ASSETS", routerConfig: deployedRouterConfig() } } : {}),
  });
}

afterAll(async () => {
  await worker?.dispose();
  rmSync(work, { recursive: true, force: true });
});

/** Request variants: browsers, assistants, Markdown-only and JSON-only clients, HEAD. */
const variants: readonly { method: "GET" | "HEAD"; headers: Record<string, string> }[] = [
  { method: "GET", headers: {} },
  { method: "GET", headers: { Accept: "text/html,application/xhtml+xml,*/*;q=0.8" } },
  { method: "GET", headers: { Accept: "text/markdown, text/html, */*" } },
  { method: "GET", headers: { Accept: "text/markdown" } },
  { method: "GET", headers: { Accept: "application/json" } },
  { method: "GET", headers: { Accept: "text/html;q=0.5, text/markdown;q=0.9" } },
  { method: "HEAD", headers: {} },
];

/** Headers that may differ: the date, and what the HTTP layer of each side adds on its own. */
const ownHeaders = new Set(["date", "content-length", "cf-cache-status"]);

/** The platform makes its own validator for the files it serves without the Worker. */
const platformMade = (target: string, name: string) =>
  name === "etag" && target.startsWith(platformServedPrefix) && !target.includes("?");

async function answer(
  fetchOne: (url: string, init: RequestInit) => Promise<Response>,
  target: string,
  init: RequestInit,
) {
  const response = await fetchOne(`http://localhost${target}`, init);
  const body = Buffer.from(await response.arrayBuffer());
  const headers = Object.fromEntries(
    [...response.headers]
      .filter(([name]) => !ownHeaders.has(name) && !platformMade(target, name))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  return { status: response.status, headers, body };
}

describe("the Worker's script", () => {
  it("holds code only: no content file is in it, so its size does not grow with the content", () => {
    const script = readFileSync(built.outfile, "utf8");
    const inputs = JSON.parse(readFileSync(join(work, "site", "worker-inputs.json"), "utf8")) as {
      files: { path: string; text: string }[];
    };
    // A sentence of every content file's text is nowhere in the script.
    for (const file of inputs.files) {
      const sentence = file.text.split("\n").find((line) => line.length > 60 && !line.startsWith("---"));
      if (sentence) expect(script.includes(sentence), file.path).toBe(false);
    }
    // Under 1 MB compressed (the platform's Free plan allows 3 MB).
    expect(gzipSync(script).byteLength).toBeLessThan(1024 * 1024);
  });
});

describe("the Worker in workerd", () => {
  it("bundles without Node's modules and reads no files", () => {
    expect(built.bytes).toBeGreaterThan(100_000);
    expect(built.version).toMatch(/^[0-9a-f]{16}$/);
    console.log(
      `edge: bundle ${(built.bytes / 1024 / 1024).toFixed(2)} MB, first answer in workerd ${Math.round(coldStartMs)} ms after start`,
    );
  });

  it("answers every route exactly as the Node service does", async () => {
    const prepared = node.preparedTargets();
    const computed = operations.filter((operation) => !operation.prepare).flatMap(exampleRequests);
    const errors = [
      "/api/v1/articles?limit=0",
      "/api/v1/articles?limit=5&limit=6",
      "/api/v1/docs/no-such-page",
      "/api/v1/search",
      "/api/v1/search?q=a",
      "/api/v1/calculators/bmi?height=9999",
      "/api/v1/nope",
      "/guide/no-such-page",
      "/guide/how-streaks-work/",
      "/nope.md",
      "/tools/bmi?height=180&weight=80&units=metric",
      "/blog?category=Health&page=2",
      "/search?q=streak+freeze",
      "/developers/reference",
      "/healthz",
    ];
    const targets = [...prepared, ...computed, ...errors];
    const differences: string[] = [];
    let compared = 0;
    for (const target of targets) {
      for (const variant of variants) {
        const init = {
          method: variant.method,
          headers: { ...variant.headers, "Accept-Encoding": "identity" },
          redirect: "manual" as const,
        };
        const [fromWorker, fromNode] = await Promise.all([
          answer(
            (url, request) => worker.dispatchFetch(url, request as never) as unknown as Promise<Response>,
            target,
            init,
          ),
          answer((url, request) => Promise.resolve(node.app.request(url, request)), target, init),
        ]);
        compared++;
        const same =
          fromWorker.status === fromNode.status &&
          fromWorker.body.equals(fromNode.body) &&
          JSON.stringify(fromWorker.headers) === JSON.stringify(fromNode.headers);
        if (!same && target !== "/healthz")
          differences.push(
            `${variant.method} ${target} ${JSON.stringify(variant.headers)}: worker ${fromWorker.status} ${JSON.stringify(fromWorker.headers)}, node ${fromNode.status} ${JSON.stringify(fromNode.headers)}`,
          );
        if (target === "/healthz") expect(fromWorker.status).toBe(200);
      }
    }
    console.log(
      `edge: ${prepared.length} prepared, ${computed.length} computed and ${errors.length} other targets, ${compared} requests compared with the Node service, ${differences.length} differences`,
    );
    expect(differences.slice(0, 5)).toEqual([]);
  }, 300_000);

  it("leaves the static assets to the platform, which serves their files with the service's headers", async () => {
    const manifest = JSON.parse(readFileSync(join(work, "site", "manifest.json"), "utf8")) as SiteManifest;
    const assets = manifest.targets.filter(([target]) => target.startsWith(platformServedPrefix));
    expect(assets.length).toBeGreaterThan(10);
    // A copy of the built site whose stylesheet file says otherwise: what is sent is that file, not
    // the Worker's answer (which reads the manifest's body), and with the `_headers` rule's headers.
    const site = join(work, "site-platform");
    cpSync(join(work, "site"), site, { recursive: true });
    const [css] = assets.find(([target]) => target.endsWith(".css"))!;
    writeFileSync(join(site, css), "/* from the file at the asset's path */\n");
    const platform = workerOn(site);
    try {
      const response = await platform.dispatchFetch(`http://localhost${css}`);
      expect(await response.text()).toBe("/* from the file at the asset's path */\n");
      const fromNode = await node.app.request(css, { headers: { "Accept-Encoding": "identity" } });
      for (const name of [
        "cache-control",
        "cdn-cache-control",
        "surrogate-key",
        "x-content-version",
        "content-type",
      ])
        expect(response.headers.get(name), name).toBe(fromNode.headers.get(name));
      // Every other path runs the Worker: the manifest and the rules are not served as files.
      for (const target of ["/manifest.json", "/_headers", "/worker-inputs.json", "/site-assets.json"])
        expect((await platform.dispatchFetch(`http://localhost${target}`)).status, target).toBe(404);
      // A name no build made is the platform's empty 404 (docs/artifact.md), not the Worker's page.
      const missing = await platform.dispatchFetch(
        `http://localhost${platformServedPrefix}search.0000000000.js`,
      );
      expect(missing.status).toBe(404);
      expect(await missing.text()).toBe("");
    } finally {
      await platform.dispose();
    }
  }, 60_000);

  it("serves the MCP server as the Node service does", async () => {
    const call = (method: string, params: Record<string, unknown>) =>
      JSON.stringify({ jsonrpc: "2.0", id: 1, method, params });
    const bodies = [
      call("tools/list", {}),
      call("tools/call", { name: "calculate_bmi", arguments: { height: 70, weight: 170 } }),
      call("tools/call", { name: "calculate_bmi", arguments: { height: 9999 } }),
      call("tools/call", { name: "get_article", arguments: { slug: "how-many-steps-in-a-mile" } }),
      call("resources/read", { uri: "stepzy://guide/how-streaks-work" }),
      "{nope",
    ];
    const headers = { "Content-Type": "application/json", Accept: "application/json, text/event-stream" };
    const requests: RequestInit[] = [
      ...bodies.map((body) => ({ method: "POST", headers, body })),
      { method: "GET", headers: { Accept: "text/event-stream" } },
    ];
    const statuses: number[] = [];
    for (const init of requests) {
      const [fromWorker, fromNode] = await Promise.all([
        answer(
          (url, request) => worker.dispatchFetch(url, request as never) as unknown as Promise<Response>,
          "/mcp",
          init,
        ),
        answer((url, request) => Promise.resolve(node.app.request(url, request)), "/mcp", init),
      ]);
      expect(fromWorker.status, String(init.body)).toBe(fromNode.status);
      expect(fromWorker.body.toString(), String(init.body)).toBe(fromNode.body.toString());
      statuses.push(fromWorker.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 400, 405]);
  }, 60_000);

  it("answers prepared targets from the built site's files, makes them itself without its manifest, and needs its inputs", async () => {
    // A copy of the built site whose robots.txt body says otherwise: what the Worker sends is that file.
    const site = join(work, "site-marked");
    cpSync(join(work, "site"), site, { recursive: true });
    const manifest = JSON.parse(readFileSync(join(site, "manifest.json"), "utf8")) as SiteManifest;
    const robots = manifest.targets.find(([target]) => target === "/robots.txt")![1];
    if (robots.kind !== "fixed") throw new Error("robots.txt has one representation");
    const marker = "User-agent: *\nDisallow: /from-the-built-site\n";
    writeFileSync(
      join(site, bodyFile(robots.answer.etag, "identity")),
      marker.padEnd(robots.answer.byteLength, "#"),
    );
    // The inputs without the built site's answers: the Worker makes every answer itself.
    const inputsOnly = join(work, "site-inputs-only");
    cpSync(join(work, "site"), inputsOnly, { recursive: true });
    rmSync(join(inputsOnly, "manifest.json"));
    const marked = workerOn(site);
    const bare = workerOn(inputsOnly);
    const none = workerOn(undefined);
    try {
      const fromSite = await (await marked.dispatchFetch("http://localhost/robots.txt")).text();
      expect(fromSite.startsWith(marker)).toBe(true);
      const made = await (await bare.dispatchFetch("http://localhost/robots.txt")).text();
      expect(made).not.toContain("from-the-built-site");
      expect(made).toBe(await (await node.app.request("/robots.txt")).text());
      // An asset is read from the built site's body when first sent, under the name the build gave it.
      const page = await (await bare.dispatchFetch("http://localhost/")).text();
      const script = /\/assets\/search\.[0-9a-f]{10}\.js/.exec(page)![0];
      const fromWorker = await bare.dispatchFetch(`http://localhost${script}`);
      expect(fromWorker.status).toBe(200);
      expect(Buffer.from(await fromWorker.arrayBuffer())).toEqual(
        Buffer.from(await (await node.app.request(script)).arrayBuffer()),
      );
      // Without its static assets it has no content: a plain 500 that says so, no stack trace.
      const missing = await none.dispatchFetch("http://localhost/robots.txt");
      expect(missing.status).toBe(500);
      expect(await missing.text()).toBe("The service is misconfigured; its operator has been told.\n");
    } finally {
      await marked.dispose();
      await bare.dispose();
      await none.dispose();
    }
  }, 60_000);

  it("reads its search index from the built site's files rather than indexing the content", async () => {
    // A copy of the built site whose index lacks every term starting "streak": the Worker that reads
    // it finds other pages for "streak" than indexing the content finds.
    const site = join(work, "site-index-marked");
    cpSync(join(work, "site"), site, { recursive: true });
    const graph = await testGraph();
    const pages = pagesInOrder(searchDocuments(graph));
    const indexed = indexTerms(pages);
    const terms = new Map(indexed.postings.terms);
    for (const term of terms.keys()) if (term.startsWith("streak")) terms.delete(term);
    const wordTerms = new Map([...indexed.wordTerms].filter(([, term]) => terms.has(term)));
    const marked = writeIndexFiles(
      { postings: { ...indexed.postings, terms }, wordTerms },
      graph.version,
      pages.map((page) => page.id),
    );
    writeFileSync(join(site, indexFileNames.json), marked.json);
    writeFileSync(join(site, indexFileNames.binary), marked.binary);
    const reading = workerOn(site);
    try {
      const total = async (response: Response | Promise<Response>) =>
        ((await (await response).json()) as { total: number }).total;
      const fromNode = await total(node.app.request("/api/v1/search?q=streak"));
      expect(fromNode).toBeGreaterThan(0);
      expect(await total(reading.dispatchFetch("http://localhost/api/v1/search?q=streak") as never)).not.toBe(
        fromNode,
      );
    } finally {
      await reading.dispose();
    }
  }, 60_000);

  it("says plainly when BASE_URL is missing, without a stack trace", async () => {
    const bare = workerOn(undefined, undefined);
    try {
      const response = await bare.dispatchFetch("http://localhost/api/v1/app");
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(text).toContain("misconfigured");
      expect(text).not.toMatch(/at .*\.js:/);
    } finally {
      await bare.dispose();
    }
  }, 60_000);
});
