import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, type ServerProcess, startServer } from "./server-process.js";
import { requireCommand } from "./support/has-command.js";
import { testBaseUrl } from "./support/service.js";
import { type StartedVarnish, startVarnish } from "./support/varnish.js";

// Two replicas as real processes (production settings: request log on) behind the real Varnish with
// the shipped VCL, attacked the ways SECURITY.md's cache-tier section lists: floods of computed
// work, cache busting, purges from the public, another client's request id. Every loop is bounded
// in count; every assertion compares counts or a ratio measured in the same run, never a clock.
const hasVarnish = requireCommand("varnishd", "varnish and varnish-modules");

/** How many times each status occurs. */
function countOf(statuses: readonly number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/** Runs `tasks` with at most `width` in flight at once. */
async function inFlight<T>(width: number, tasks: readonly (() => Promise<T>)[]): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, tasks.length) }, worker));
  return results;
}

/**
 * A client of its own loopback address (127.0.0.2, ...): the cache's per-client limit counts each
 * address apart, so that one test's flood does not use up another's.
 */
function clientAt(address: string): Agent {
  return new Agent({ keepAlive: true, localAddress: address, maxSockets: 512 });
}

const defaultClient = clientAt("127.0.0.1");

/** A connection to the PROXY listener that claims `source` as the client, as the TLS terminator does. */
function proxied(port: number, source: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => {
      socket.write(`PROXY TCP6 ${source} ::1 40000 443\r\n`);
      resolve(socket);
    });
    socket.on("error", reject);
  });
}

/** Sends `head` (and `body`) over a proxied connection; resolves with the status line's code, 0 if none. */
async function proxiedStatus(port: number, source: string, head: string, body = ""): Promise<number> {
  const socket = await proxied(port, source);
  return new Promise((resolve) => {
    let raw = "";
    socket.on("data", (chunk) => (raw += chunk));
    socket.on("close", () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? 0)));
    socket.on("error", () => {});
    socket.end(`${head}\r\nConnection: close\r\n\r\n${body}`);
  });
}

/** The status of a request, with its body read (so the connection is reused); 0 when it failed. */
function statusOf(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
  client: Agent = defaultClient,
): Promise<number> {
  // The path exactly as written: a URL object would resolve `/x/../y` before sending it.
  const { hostname, port, origin } = new URL(url);
  const path = url.slice(origin.length) || "/";
  return new Promise((resolve) => {
    const sent = request(
      { hostname, port, path, method: init.method ?? "GET", headers: init.headers, agent: client },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", () => resolve(0));
      },
    );
    sent.on("error", () => resolve(0));
    sent.end(init.body);
  });
}

/** The body of an MCP POST with a batch of `calls` searches, each asking for 50 results. */
function mcpBatch(calls: number): string {
  return JSON.stringify(
    Array.from({ length: calls }, (_, id) => ({
      jsonrpc: "2.0",
      id,
      method: "tools/call",
      params: { name: "search", arguments: { q: `walking steps {index}-${id}`, limit: 50 } },
    })),
  );
}

/** What a flood reports: how many answers of each status, and the median time of one. */
interface FloodReport {
  readonly statuses: Readonly<Record<string, number>>;
  readonly medianMs: number;
}

/**
 * A flood from a process of its own (`test/fixtures/flood.mjs`), so that this process only
 * measures: `count` requests, `width` at once, POSTing `body` (or GETs without one).
 */
function flood(url: string, count: number, width: number, body = "", from = "127.0.0.1") {
  const child = spawn(
    process.execPath,
    ["test/fixtures/flood.mjs", url, String(count), String(width), body],
    {
      env: { ...process.env, FLOOD_FROM: from },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  const report = once(child, "exit").then(() => JSON.parse(output) as FloodReport);
  return { report };
}

/** The 99th percentile of `count` sequential GETs of `url`, in milliseconds. */
async function sequentialP99(url: string, count: number): Promise<number> {
  const times: number[] = [];
  for (let index = 0; index < count; index++) {
    const started = performance.now();
    await statusOf(url);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length * 0.99)]!;
}

describe.skipIf(!hasVarnish)("two replicas behind Varnish, under attack", () => {
  let replicas: ServerProcess[];
  let varnish: StartedVarnish;
  let work: string;
  const sickSeen: string[] = [];

  beforeAll(async () => {
    replicas = await Promise.all(
      [0, 1].map(() => startServer({ BASE_URL: testBaseUrl, HEALTH_DETAILS: "0", LOG_LEVEL: "info" })),
    );
    // Until every answer is prepared, as after a real start.
    for (const replica of replicas)
      while (!replica.output().includes("prepared")) await new Promise((resolve) => setTimeout(resolve, 50));
    work = mkdtempSync(join(tmpdir(), "stepzy-hostile-"));
    varnish = await startVarnish({
      work,
      port: await freePort(),
      adminPort: await freePort(),
      proxyPort: await freePort(),
      replicaPorts: [Number(new URL(replicas[0]!.url).port), Number(new URL(replicas[1]!.url).port)],
      baseUrl: testBaseUrl,
    });
  }, 120_000);

  afterAll(async () => {
    await varnish?.stop();
    for (const replica of replicas ?? []) replica.child.kill("SIGTERM");
    await Promise.all((replicas ?? []).map((replica) => replica.exited));
    if (work) rmSync(work, { recursive: true, force: true });
  });

  /** Reads Varnish's view of the replicas every 100 ms until `done` settles; notes any sick one. */
  async function watchHealth(done: Promise<unknown>): Promise<number> {
    let readings = 0;
    let finished = false;
    void done.finally(() => {
      finished = true;
    });
    while (!finished) {
      const list = varnish.admin("backend.list");
      readings++;
      for (const line of list.split("\n")) if (/sick/i.test(line)) sickSeen.push(line.trim());
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return readings;
  }

  it("keeps both replicas healthy and serves uncached pages through a flood of searches and MCP calls", async () => {
    // 1,500 distinct searches and 300 MCP POSTs of 4 searches each, 400 and 100 at once, from an
    // address of their own.
    const searches = flood(
      `${varnish.url}/api/v1/search?q=steps+{index}&limit=50`,
      1500,
      400,
      "",
      "127.0.0.2",
    );
    const calls = flood(`${varnish.url}/mcp`, 300, 100, mcpBatch(4), "127.0.0.2");
    const both = Promise.all([searches.report, calls.report]);
    const readings = watchHealth(both);
    // The health check, asked of a replica directly meanwhile.
    const healthTimes: number[] = [];
    let flooding = true;
    void both.finally(() => {
      flooding = false;
    });
    const healthChecks = (async () => {
      while (flooding) {
        const started = performance.now();
        expect(await statusOf(`${replicas[0]!.url}/healthz`)).toBe(200);
        healthTimes.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    // Pages nobody has asked the cache for yet, each a miss that a replica must answer during the flood.
    const pages = ["/guide", "/blog", "/tools", "/whats-new", "/developers", "/for", "/about", "/privacy"];
    const pageStatuses = await inFlight(
      2,
      pages.map((path) => () => statusOf(`${varnish.url}${path}`)),
    );
    const [searched, called] = await both;
    await healthChecks;
    const sortedHealth = [...healthTimes].sort((a, b) => a - b);
    const [healthMedian, healthP99] = [0.5, 0.99].map(
      (share) => sortedHealth[Math.floor(sortedHealth.length * share)]!,
    );
    console.log(
      `hostile: searches ${JSON.stringify(searched)}, MCP ${JSON.stringify(called)}; ${await readings} health readings, sick: ${sickSeen.length}; /healthz median ${healthMedian!.toFixed(1)} ms, p99 ${healthP99!.toFixed(1)} ms over ${healthTimes.length}; uncached pages ${pageStatuses.join(" ")}`,
    );
    expect(sickSeen).toEqual([]);
    expect(pageStatuses.every((status) => status === 200)).toBe(true);
    // The health answer never waits in the queue with the flood: it takes a fraction of a flood
    // request's time (it took as long as one when it queued with them).
    expect(healthMedian).toBeLessThan(searched.medianMs / 4);
    // Shedding is allowed (503); failing or answering nothing is not.
    for (const report of [searched, called]) {
      const total = Object.values(report.statuses).reduce((sum, count) => sum + count, 0);
      expect(report.statuses["200"] ?? 0).toBeGreaterThan(total / 2);
      expect(Object.keys(report.statuses).every((status) => status === "200" || status === "503")).toBe(true);
    }
  }, 180_000);

  it("keeps a prepared page's p99 within 10x of its idle p99 during an MCP flood against one replica", async () => {
    const replica = replicas[0]!.url;
    const page = `${replica}/guide/how-streaks-work`;
    await sequentialP99(page, 100);
    // 1,000 samples a window: a p99 of ten, so that the flood's few major collections of the heap
    // (25-30 ms each, about one a second) weigh as they do for users, not as one unlucky sample.
    // This machine is shared (another test file runs beside this one), which only ever adds
    // latency: the best of three rounds of idle-then-flooded windows is the service's own figure.
    const rounds: string[] = [];
    let best = Number.POSITIVE_INFINITY;
    for (let round = 0; round < 3 && best > 10; round++) {
      const idle = await sequentialP99(page, 1000);
      // The flood comes from a process of its own, so this one only measures.
      const flooded = flood(`${replica}/mcp`, 2500, 200, mcpBatch(1));
      let flooding = true;
      void flooded.report.then(() => {
        flooding = false;
      });
      const loaded = await sequentialP99(page, 1000);
      // Measured while the flood lasted, not after it.
      expect(flooding).toBe(true);
      const { statuses } = await flooded.report;
      expect(statuses["200"]).toBeGreaterThan(0);
      const ratio = loaded / idle;
      best = Math.min(best, ratio);
      rounds.push(
        `idle ${idle.toFixed(2)} ms, flooded ${loaded.toFixed(2)} ms (${ratio.toFixed(1)}x, MCP ${JSON.stringify(statuses)})`,
      );
    }
    console.log(
      `hostile: prepared page p99 during 2,500 MCP searches (limit 50, 200 at once): ${rounds.join("; ")}`,
    );
    expect(best).toBeLessThanOrEqual(10);
  }, 240_000);

  it("keeps the popular pages cached through 1,000 cache-busting spellings", async () => {
    const popular = ["/", "/guide", "/guide.md", "/api/v1/articles", "/openapi.json", "/llms.txt"];
    for (const path of popular) await statusOf(`${varnish.url}${path}`);
    const before = varnish.counter("SMA.main.g_alloc");
    // Made-up parameters, escaped names of tracking parameters, a read parameter given twice, and
    // dot segments (found by a review after the first version of this test).
    const spellings = [
      (i: number) => `/llms-full.txt?bust=${i}`,
      (i: number) => `/guide?bust=${i}`,
      (i: number) => `/?bust=${i}`,
      (i: number) => `/openapi.json?bust=${i}`,
      (i: number) => `/guide.md?bust=${i}`,
      (i: number) => `/llms-full.txt?utm%5Fsource=${i}`,
      (i: number) => `/guide?%75tm_source=${i}`,
      (i: number) => `/blog?page=2&page=${i}`,
      (i: number) => `/zz${i}/../llms-full.txt`,
      (i: number) => `/./zz${i}/%2e%2e/guide`,
    ];
    const busting = Array.from({ length: 1000 }, (_, index) => {
      const path = spellings[index % spellings.length]!(index);
      return () => statusOf(`${varnish.url}${path}`, {}, clientAt(`127.0.0.${3 + (index % 200)}`));
    });
    const statuses = await inFlight(50, busting);
    const after = varnish.counter("SMA.main.g_alloc");
    const hits: string[] = [];
    for (const path of popular) {
      const response = await fetch(`${varnish.url}${path}`);
      await response.arrayBuffer();
      hits.push(`${path} ${response.headers.get("x-cache")}`);
    }
    console.log(
      `hostile: 1,000 busting requests from 200 addresses (${statuses.filter((it) => it === 308).length} redirected, ${statuses.filter((it) => it === 400).length} refused; ${JSON.stringify(countOf(statuses))}), main storage allocations ${before} -> ${after}; ${hits.join(", ")}`,
    );
    // Pages and files redirect every other spelling; the OpenAPI document, an API answer, refuses
    // an unknown parameter; a blog page that does not exist (the cache sorts `page=2&page=17` into
    // `page=17&page=2`) is a 404. None of them is kept.
    expect(statuses.filter((status) => status === 400).length).toBe(100);
    expect(statuses.filter((status) => status === 308).length).toBeGreaterThan(850);
    expect(statuses.every((status) => status === 308 || status === 400 || status === 404)).toBe(true);
    expect(hits.every((hit) => hit.endsWith("HIT"))).toBe(true);
    // Redirects of made-up spellings are kept by no one: the main storage holds nothing new.
    expect(after - before).toBeLessThan(10);
  }, 120_000);

  it("bounds how many objects one client's parameter variations make the cache store", async () => {
    const before = varnish.counter("SMA.main.g_alloc");
    const client = clientAt("127.0.1.1");
    const distinct = Array.from(
      { length: 600 },
      (_, index) => () =>
        statusOf(`${varnish.url}/api/v1/calculators/steps-to-miles?steps=${1000 + index}`, {}, client),
    );
    const statuses = await inFlight(20, distinct);
    const stored = varnish.counter("SMA.main.g_alloc") - before;
    console.log(`hostile: 600 distinct calculator answers from one client, ${stored} storage allocations`);
    expect(statuses.every((status) => status === 200)).toBe(true);
    // 200 a minute per client (the VCL's vsthrottle); an answer takes one or two allocations.
    expect(stored).toBeGreaterThan(100);
    expect(stored).toBeLessThanOrEqual(2.5 * 200);
  }, 120_000);

  it("counts one IPv6 /64 as one client, however its address's zero groups are written", async () => {
    const port = varnish.proxyPort!;
    const before = varnish.counter("SMA.main.g_alloc");
    // All in 2001:db8:0:0::/64; the text of each writes its zero groups as `::`.
    const distinct = Array.from(
      { length: 600 },
      (_, index) => () =>
        proxiedStatus(
          port,
          `2001:db8::${(index + 1).toString(16)}:1:2:3`,
          `GET /api/v1/calculators/steps-to-calories?steps=${1000 + index} HTTP/1.1\r\nHost: x`,
        ),
    );
    const statuses = await inFlight(20, distinct);
    const stored = varnish.counter("SMA.main.g_alloc") - before;
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(stored).toBeLessThanOrEqual(2.5 * 200);
  }, 120_000);

  it("reads a request body only for POST /mcp, and holds at most 16 unfinished ones per client", async () => {
    const port = varnish.proxyPort!;
    const client = "2001:db8:7::1";
    const post = await fetch(`${varnish.url}/api/v1/app`, { method: "POST", body: "x" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    expect(((await post.json()) as { error: { code: string } }).error.code).toBe("method_not_allowed");
    expect(
      await proxiedStatus(port, client, "GET /guide HTTP/1.1\r\nHost: x\r\nContent-Length: 5", "hello"),
    ).toBe(400);
    expect(
      await proxiedStatus(port, client, "OPTIONS * HTTP/1.1\r\nHost: x\r\nContent-Length: 5", "hello"),
    ).toBe(400);
    expect(
      await proxiedStatus(port, client, "POST /mcp HTTP/1.1\r\nHost: x\r\nContent-Length: 70000", ""),
    ).toBe(413);
    // Twenty bodies that never finish, a byte at a time: sixteen are held, the rest refused at once.
    const slow = await Promise.all(Array.from({ length: 20 }, () => proxied(port, client)));
    const refused = slow.map(
      (socket) =>
        new Promise<boolean>((resolve) => {
          socket.on("data", (chunk) => resolve(String(chunk).startsWith("HTTP/1.1 429")));
          socket.on("close", () => resolve(false));
          socket.on("error", () => resolve(false));
        }),
    );
    for (const socket of slow)
      socket.write(
        "POST /mcp HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 60000\r\n\r\n{",
      );
    const trickle = setInterval(() => {
      for (const socket of slow) if (!socket.destroyed) socket.write(" ");
    }, 1000);
    try {
      let count = 0;
      await new Promise<void>((resolve) => {
        for (const answer of refused)
          void answer.then((was) => {
            if (was && ++count === 4) resolve();
          });
      });
      // Meanwhile every other client's cached answer is served.
      expect(await statusOf(`${varnish.url}/llms.txt`)).toBe(200);
    } finally {
      clearInterval(trickle);
      for (const socket of slow) socket.destroy();
    }
    // Their places come back when they end: the same client's next call is read and answered.
    const call = '{"jsonrpc":"2.0","id":1,"method":"ping"}';
    let status = 429;
    for (let attempt = 0; attempt < 100 && status === 429; attempt++) {
      status = await proxiedStatus(
        port,
        client,
        `POST /mcp HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nContent-Length: ${call.length}`,
        call,
      );
      if (status === 429) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(status).not.toBe(429);
    expect(status).toBeGreaterThan(0);
  }, 120_000);

  it("refuses PURGE on the public listener and accepts it on the admin listener", async () => {
    await statusOf(`${varnish.url}/llms.txt`);
    const publicPurge = await fetch(varnish.url, { method: "PURGE", headers: { xkey: "all" } });
    await publicPurge.arrayBuffer();
    expect(publicPurge.status).toBe(405);
    const kept = await fetch(`${varnish.url}/llms.txt`);
    await kept.arrayBuffer();
    expect(kept.headers.get("x-cache")).toBe("HIT");
    const adminPurge = await fetch(varnish.adminUrl, { method: "PURGE", headers: { xkey: "all" } });
    expect(adminPurge.status).toBe(200);
    expect(await adminPurge.text()).toMatch(/^Purged \d+ objects/);
    const fresh = await fetch(`${varnish.url}/llms.txt`);
    await fresh.arrayBuffer();
    expect(fresh.headers.get("x-cache")).toBe("MISS");
  });

  it("never gives one client's X-Request-Id to another", async () => {
    for (const path of ["/whats-new", "/api/v1/releases", "/robots.txt"]) {
      const attacker = await fetch(`${varnish.url}${path}`, {
        headers: { "X-Request-Id": "attacker-chosen-id" },
      });
      await attacker.arrayBuffer();
      const victim = await fetch(`${varnish.url}${path}`);
      await victim.arrayBuffer();
      expect(victim.headers.get("x-cache"), path).toBe("HIT");
      expect(victim.headers.get("x-request-id"), path).not.toBe("attacker-chosen-id");
      expect(victim.headers.get("x-request-id"), path).toBeTruthy();
    }
  });

  it("cuts an absolute-form target to its path before any rule reads it (CVE-2026-34475)", async () => {
    const { request } = await import("node:http");
    const { port } = new URL(varnish.url);
    const raw = (target: string) =>
      new Promise<{ status: number; headers: Record<string, unknown> }>((resolve, reject) => {
        const sent = request(
          { host: "127.0.0.1", port, path: target, headers: { Host: "evil.example" } },
          (response) => {
            response.resume();
            response.on("end", () =>
              resolve({ status: response.statusCode ?? 0, headers: response.headers }),
            );
          },
        );
        sent.on("error", reject);
        sent.end();
      });
    // /healthz is passed, never kept: the same whichever way it is spelled.
    const health = await raw("https://evil.example/healthz");
    expect(health.status).toBe(200);
    expect(health.headers["cache-control"]).toBe("no-store");
    const page = await raw("http://evil.example/guide");
    expect(page.status).toBe(200);
    // No path at all is the home page (it was Varnish's 503, "VCL failed").
    expect((await raw("http://evil.example")).status).toBe(200);
  });

  it("answers with the service's headers when the cache answers itself", async () => {
    const { connect } = await import("node:net");
    const { port } = new URL(varnish.url);
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(Number(port), "127.0.0.1", () =>
        socket.write("GET nonsense HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"),
      );
      let raw = "";
      socket.on("data", (chunk) => (raw += chunk));
      socket.on("close", () => resolve(raw));
    });
    const head = answer.split("\r\n\r\n")[0]!;
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    for (const header of [
      "Content-Security-Policy",
      "X-Content-Type-Options: nosniff",
      "Strict-Transport-Security",
    ])
      expect(head).toContain(header);
    expect(head).not.toMatch(/\r\n(Server|X-Varnish):/i);
  });
});
