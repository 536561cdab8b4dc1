import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readContentDir } from "../src/build/read-content-dir.js";
import type { Service } from "../src/compose.js";
import { buildGraph } from "../src/content/build-graph.js";
import type { ContentGraph } from "../src/content/types.js";
import { contentRules } from "../src/content-rules.js";
import { composeNodeService } from "../src/node/compose-node.js";
import { nodeEncoders } from "../src/node/encoders.js";
import { changedKeys } from "../src/routes/changed-keys.js";
import { requireCommand } from "./support/has-command.js";
import { listenOnLoopback } from "./support/listen-loopback.js";
import { testBaseUrl } from "./support/service.js";
import { type StartedVarnish, startVarnish } from "./support/varnish.js";

// Two replicas of the service behind a real Varnish (issue 14), all on loopback, started here and
// stopped after, with the VCL deployers get (deploy/varnish/stepzy.vcl). CI installs varnish and
// varnish-modules (.ci/run); elsewhere the suite is skipped when varnishd is missing.
const hasVarnish = requireCommand("varnishd", "varnish and varnish-modules");

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

interface Replica {
  readonly service: Service;
  readonly server: Server;
  readonly port: number;
}

async function startReplica(graph: ContentGraph): Promise<Replica> {
  const service = composeNodeService(graph, { baseUrl: testBaseUrl, encoders: nodeEncoders });
  await service.prepare();
  const listening = listenOnLoopback(service);
  return { service, server: listening.server, port: (await listening.listening).port };
}

/** A request of the mixed stream: a browser, an assistant or an API client, each encoding. */
interface Ask {
  readonly path: string;
  readonly headers: Record<string, string>;
}

const browser = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";
const assistant = "text/markdown, text/html, */*";

function mixedStream(graph: ContentGraph): Ask[] {
  const pages = ["/", "/guide", "/blog", "/tools", "/whats-new", "/developers"];
  for (const slug of [...graph.docs.keys()].slice(0, 12)) pages.push(`/guide/${slug}`);
  for (const article of graph.articles.slice(0, 6)) pages.push(`/blog/${article.slug}`);
  const asks: Ask[] = [];
  for (const path of pages) {
    for (const encoding of ["gzip, deflate, br", "identity"]) {
      asks.push({ path, headers: { Accept: browser, "Accept-Encoding": encoding } });
      asks.push({ path, headers: { Accept: assistant, "Accept-Encoding": encoding } });
      asks.push({ path, headers: { "Accept-Encoding": encoding } });
    }
    asks.push({ path: path === "/" ? "/index.md" : `${path}.md`, headers: { "Accept-Encoding": "gzip" } });
  }
  for (const path of ["/api/v1/app", "/api/v1/docs", "/api/v1/articles?limit=5", "/llms.txt", "/sitemap.xml"])
    asks.push({ path, headers: { "Accept-Encoding": "gzip" } }, { path, headers: {} });
  return asks;
}

/** What identifies a representation: its type and its decoded bytes. */
async function representationOf(url: string, ask: Ask) {
  const response = await fetch(url, { headers: ask.headers });
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    body: await response.text(),
    cache: response.headers.get("x-cache"),
    version: response.headers.get("x-content-version"),
  };
}

describe.skipIf(!hasVarnish)("two replicas behind Varnish", () => {
  let graph: ContentGraph;
  let replicas: Replica[];
  let varnish: StartedVarnish;
  let varnishUrl: string;
  let work: string;

  beforeAll(async () => {
    const built = buildGraph(await readContentDir("content"), contentRules);
    if (!built.ok) throw new Error("content should build");
    graph = built.graph;
    replicas = [await startReplica(graph), await startReplica(graph)];
    work = mkdtempSync(join(tmpdir(), "stepzy-varnish-"));
    varnish = await startVarnish({
      work,
      port: await freePort(),
      adminPort: await freePort(),
      replicaPorts: [replicas[0]!.port, replicas[1]!.port],
      baseUrl: testBaseUrl,
    });
    varnishUrl = varnish.url;
  }, 60_000);

  afterAll(async () => {
    await varnish?.stop();
    for (const replica of replicas ?? []) {
      replica.server.closeAllConnections();
      replica.server.close();
    }
    rmSync(work, { recursive: true, force: true });
  });

  it("gives replicas built from the same content the same version and the same ETags", async () => {
    const targets = replicas[0]!.service.preparedTargets();
    let compared = 0;
    for (const target of targets) {
      const [a, b] = await Promise.all(
        replicas.map((replica) =>
          fetch(`http://127.0.0.1:${replica.port}${target}`, { headers: { "Accept-Encoding": "br" } }),
        ),
      );
      expect(a!.headers.get("etag"), target).toBe(b!.headers.get("etag"));
      expect(a!.headers.get("x-content-version")).toBe(graph.version);
      await Promise.all([a!.arrayBuffer(), b!.arrayBuffer()]);
      compared++;
    }
    expect(compared).toBeGreaterThan(300);
  }, 120_000);

  it("serves each client its own representation and encoding, and mostly from the cache", async () => {
    const asks = mixedStream(graph);
    let mixUps = 0;
    let sent = 0;
    const direct = `http://127.0.0.1:${replicas[0]!.port}`;
    const passes: { hits: number; total: number }[] = [];
    for (let pass = 0; pass < 3; pass++) {
      const counted = { hits: 0, total: 0 };
      // Interleaved the other way round on each pass, so that which client fills the cache varies.
      for (const ask of pass % 2 ? [...asks].reverse() : asks) {
        const [cached, origin] = await Promise.all([
          representationOf(`${varnishUrl}${ask.path}`, ask),
          representationOf(`${direct}${ask.path}`, ask),
        ]);
        sent++;
        if (cached.status !== origin.status || cached.type !== origin.type || cached.body !== origin.body) {
          mixUps++;
          console.log(`mix-up: ${ask.path} ${JSON.stringify(ask.headers)}: ${cached.type} / ${origin.type}`);
        }
        counted.total++;
        if (cached.cache === "HIT") counted.hits++;
      }
      passes.push(counted);
    }
    const repeated = passes
      .slice(1)
      .reduce((sum, pass) => ({ hits: sum.hits + pass.hits, total: sum.total + pass.total }));
    const hitRatio = repeated.hits / repeated.total;
    console.log(
      `scale-out: ${sent} requests through Varnish over 2 replicas, ${mixUps} representation mix-ups, hit ratio on repeated traffic ${(hitRatio * 100).toFixed(1)}%`,
    );
    expect(mixUps).toBe(0);
    expect(hitRatio).toBeGreaterThan(0.9);
  }, 120_000);

  // The tracking parameters are named twice, in two languages: the origin ignores them
  // (src/site/canonical-query.ts) and the VCL drops them from the key. This holds the two together.
  it.each([
    ["/guide", "/guide?utm_source=news&utm_medium=email"],
    ["/llms.txt", "/llms.txt?fbclid=abc"],
    ["/blog?page=2", "/blog?gclid=1&page=2"],
  ])("answers %s with tracking parameters from the object kept for it", async (path, tracked) => {
    for (let i = 0; i < 2; i++) await (await fetch(`${varnishUrl}${path}`)).arrayBuffer();
    const response = await fetch(`${varnishUrl}${tracked}`);
    await response.arrayBuffer();
    expect(response.status).toBe(200);
    expect(response.headers.get("x-cache")).toBe("HIT");
  });

  it("shows an edit at once after a purge, and keeps unrelated answers cached", async () => {
    const [edited, unrelated] = [...graph.docs.keys()];
    const editedPath = `/guide/${edited}`;
    const unrelatedPath = `/guide/${unrelated}`;
    const ask = { Accept: browser, "Accept-Encoding": "gzip" };
    for (const path of [editedPath, unrelatedPath, `${editedPath}.md`])
      await fetch(`${varnishUrl}${path}`, { headers: ask }).then((response) => response.text());
    const sources = await readContentDir("content");
    const page = graph.docs.get(edited!)!;
    const next = buildGraph(
      sources.map((source) =>
        source.path === page.source
          ? { ...source, text: `${source.text}\nA sentence added by an editor.\n` }
          : source,
      ),
      contentRules,
    );
    if (!next.ok) throw new Error("edited content should build");
    await Promise.all(replicas.map((replica) => replica.service.reload(next.graph)));
    // Before the purge the cache still answers the old page; after it, the new one at once.
    expect(await (await fetch(`${varnishUrl}${editedPath}.md`)).text()).not.toContain("added by an editor");
    const keys = changedKeys(graph, next.graph);
    expect(keys).toEqual(["api", `doc:${edited}`, "search"]);
    // Both replicas reloaded in this one process, which on a busy machine can outlast the probe.
    await varnish.whenServing();
    const purge = await fetch(varnish.adminUrl, { method: "PURGE", headers: { xkey: keys.join(" ") } });
    expect(purge.status).toBe(200);
    const fresh = await fetch(`${varnishUrl}${editedPath}.md`);
    expect(await fresh.text()).toContain("A sentence added by an editor.");
    expect(fresh.headers.get("x-content-version")).toBe(next.graph.version);
    const html = await fetch(`${varnishUrl}${editedPath}`, { headers: ask });
    expect(html.headers.get("x-cache")).toBe("MISS");
    expect(await html.text()).toContain("A sentence added by an editor.");
    const kept = await fetch(`${varnishUrl}${unrelatedPath}`, { headers: ask });
    expect(kept.headers.get("x-cache")).toBe("HIT");
    await kept.text();
    graph = next.graph;
  }, 60_000);

  it("serves what it keeps while both replicas are down, and the API's JSON error for the rest", async () => {
    const kept = ["/", "/guide", `/guide/${[...graph.docs.keys()][1]}`, "/api/v1/app", "/llms.txt"];
    for (const path of kept) await fetch(`${varnishUrl}${path}`).then((response) => response.text());
    for (const replica of replicas) {
      replica.server.closeAllConnections();
      await new Promise((resolve) => replica.server.close(resolve));
    }
    // Wait until Varnish's probes have marked both replicas sick: an uncached API answer fails.
    let failed: Response | undefined;
    for (let attempt = 0; attempt < 100 && !failed; attempt++) {
      const response = await fetch(`${varnishUrl}/api/v1/search?q=streak+${attempt}`);
      if (response.status >= 500) failed = response;
      else {
        await response.text();
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    expect(failed?.status).toBe(503);
    expect(failed?.headers.get("content-type")).toContain("application/json");
    expect((await failed!.json()).error).toMatchObject({ code: "upstream_error", status: 503 });
    let served = 0;
    for (const path of kept) {
      const response = await fetch(`${varnishUrl}${path}`);
      await response.text();
      if (response.status === 200) served++;
    }
    console.log(`scale-out: ${served} of ${kept.length} cached answers served while both replicas were down`);
    expect(served).toBe(kept.length);
  }, 60_000);
});
