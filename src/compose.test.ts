import { describe, expect, it } from "vitest";
import { testGraph } from "../test/support/service.js";
import { readContentDir } from "./build/read-content-dir.js";
import { buildGraph } from "./content/build-graph.js";
import { contentRules } from "./content-rules.js";
import { composeNodeService } from "./node/compose-node.js";
import { nodeEncoders } from "./node/encoders.js";

describe("composeService", () => {
  it("prepares every content answer of the snapshot, and serves the same bytes as a lazy render", async () => {
    const graph = await testGraph();
    const prepared = composeNodeService(graph, { baseUrl: "https://stepzy.test", encoders: nodeEncoders });
    const counts = await prepared.prepare();
    expect(counts.api).toBeGreaterThanOrEqual(graph.docs.size + graph.articles.length + 7);
    expect(counts.site).toBeGreaterThanOrEqual(graph.docs.size + graph.articles.length);
    const lazy = composeNodeService(graph, { baseUrl: "https://stepzy.test", encoders: nodeEncoders });
    for (const path of [
      "/api/v1/docs/how-streaks-work",
      "/guide/how-streaks-work",
      "/guide/how-streaks-work.md",
      "/sitemap.xml",
    ]) {
      const [a, b] = await Promise.all([prepared.app.request(path), lazy.app.request(path)]);
      expect(a.status, path).toBe(200);
      expect(await a.text(), path).toBe(await b.text());
      expect(a.headers.get("etag"), path).toBe(b.headers.get("etag"));
    }
  });

  it("prepares within its byte budget, fixed pages and lists first, and makes the rest on request alike", async () => {
    const graph = await testGraph();
    const full = composeNodeService(graph, { baseUrl: "https://stepzy.test", encoders: nodeEncoders });
    const fullCounts = await full.prepare();
    expect(fullCounts.deferred).toBe(0);
    const small = composeNodeService(graph, {
      baseUrl: "https://stepzy.test",
      encoders: nodeEncoders,
      prepareBudgetBytes: 1,
    });
    const counts = await small.prepare();
    expect(counts.deferred).toBeGreaterThan(graph.docs.size);
    const targets = new Set(small.preparedTargets());
    expect(targets.size).toBeLessThan(full.preparedTargets().length);
    // The first batches are the fixed pages and the lists, which matter most.
    for (const path of ["/", "/guide", "/blog", "/api/v1/app", "/api/v1/articles", "/sitemap.xml"]) {
      expect(targets.has(path), path).toBe(true);
    }
    // Every target of the full preparation still answers, with the same bytes and ETag.
    for (const path of full.preparedTargets()) {
      const [a, b] = await Promise.all([full.app.request(path), small.app.request(path)]);
      expect([path, b.status]).toEqual([path, a.status]);
      expect(b.headers.get("etag"), path).toBe(a.headers.get("etag"));
    }
  });

  it("swaps a reloaded graph in only once it is prepared, and counts generations", async () => {
    const service = composeNodeService(await testGraph(), { baseUrl: "https://stepzy.test" });
    const sources = await readContentDir("content");
    const edited = sources.map((source) =>
      source.path === "blog/how-many-steps-in-a-mile.md"
        ? { ...source, text: source.text.replace(/^title: .*$/m, "title: Steps in a mile, reloaded") }
        : source,
    );
    const built = buildGraph(edited, contentRules);
    if (!built.ok) throw new Error("edited content should build");
    const before = await (await service.app.request("/api/v1/articles/how-many-steps-in-a-mile")).json();
    const reloading = service.reload(built.graph);
    // Until the new snapshot is prepared, requests see the old one, whole.
    const during = await (await service.app.request("/api/v1/articles/how-many-steps-in-a-mile")).json();
    expect(during.title).toBe(before.title);
    await reloading;
    const after = await (await service.app.request("/api/v1/articles/how-many-steps-in-a-mile")).json();
    expect(after.title).toBe("Steps in a mile, reloaded");
    const page = await (await service.app.request("/blog/how-many-steps-in-a-mile.md")).text();
    expect(page.startsWith("# Steps in a mile, reloaded")).toBe(true);
    const health = await (await service.app.request("/healthz")).json();
    // Only what a load balancer needs: no process id, memory or uptime unless enabled.
    expect(health).toEqual({ status: "ok", contentGeneration: 2, contentVersion: built.graph.version });
    expect(built.graph.version).not.toBe((await testGraph()).version);
    expect(built.graph.version).toMatch(/^[0-9a-f]{16}$/);
  });
});
