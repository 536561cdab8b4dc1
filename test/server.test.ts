import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failedStart, type ServerProcess, startServer } from "./server-process.js";

/** The JSON lines a server process has written so far. */
function logLines(server: ServerProcess): Record<string, unknown>[] {
  return server
    .output()
    .split("\n")
    .filter((entry) => entry.startsWith("{"))
    .map((entry) => JSON.parse(entry));
}

/** Waits (up to 10 s) until a line matching `found` is written; then every line. */
async function waitForLines(
  server: ServerProcess,
  found: (entry: Record<string, unknown>) => boolean,
): Promise<Record<string, unknown>[]> {
  for (let attempt = 0; attempt < 200 && !logLines(server).some(found); attempt++)
    await new Promise((resolve) => setTimeout(resolve, 50));
  return logLines(server);
}

// The one suite over a real socket: the same HTTP cases as the in-process tests, through
// the Node listener (node:http), plus start-up and shutdown behaviour of the real process.
describe("over a real socket", () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServer({ BASE_URL: "https://stepzy.example" });
  }, 60_000);
  afterAll(async () => {
    server.child.kill("SIGTERM");
    await server.exited;
  });

  it("serves the API with absolute URLs from BASE_URL", async () => {
    const response = await fetch(`${server.url}/api/v1/app`);
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    const body = await response.json();
    expect(body.links.api).toBe("https://stepzy.example/api/v1");
  });

  it("compresses, revalidates and answers errors as JSON", async () => {
    const first = await fetch(`${server.url}/api/v1/docs`, { headers: { "Accept-Encoding": "br" } });
    expect(first.headers.get("content-encoding")).toBe("br");
    expect((await first.json()).total).toBeGreaterThan(0);
    const again = await fetch(`${server.url}/api/v1/docs`, {
      headers: { "Accept-Encoding": "br", "If-None-Match": first.headers.get("etag")! },
    });
    expect(again.status).toBe(304);
    const error = await fetch(`${server.url}/api/v1/articles?limit=0`);
    expect(error.status).toBe(400);
    expect((await error.json()).error.parameter).toBe("limit");
  });

  it("answers HEAD, OPTIONS and 405 like the in-process app", async () => {
    expect((await fetch(`${server.url}/api/v1/releases`, { method: "HEAD" })).status).toBe(200);
    expect((await fetch(`${server.url}/api/v1/releases`, { method: "OPTIONS" })).status).toBe(204);
    const post = await fetch(`${server.url}/api/v1/releases`, { method: "POST" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
  });

  it("answers oversized headers (a JSON 400 under /api, 431 elsewhere) rather than dropping the connection", async () => {
    const response = await fetch(`${server.url}/api/v1/app`, { headers: { "X-Big": "y".repeat(20000) } });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({ code: "invalid_parameter", status: 400 });
    const page = await fetch(`${server.url}/guide`, { headers: { "X-Big": "y".repeat(20000) } });
    expect(page.status).toBe(431);
  });

  it("names its Node.js version in the start line and in no HTTP answer", async () => {
    const version = process.versions.node;
    expect(server.output()).toMatch(
      new RegExp(`listening on .* on Node\\.js ${version.replaceAll(".", "\\.")} `),
    );
    for (const path of ["/", "/api/v1/app", "/healthz", "/openapi.json", "/api/v1/nope", "/developers"]) {
      const response = await fetch(`${server.url}${path}`, { headers: { "Accept-Encoding": "identity" } });
      const headers = [...response.headers].map(([name, value]) => `${name}: ${value}`).join("\n");
      expect(`${headers}\n${await response.text()}`).not.toContain(version);
    }
  });

  it("logs one JSON line per request, with the request id it answers with", async () => {
    const routed = await fetch(`${server.url}/api/v1/app?probe=1`);
    const prepared = await fetch(`${server.url}/api/v1/app`, { headers: { "X-Request-Id": "proxy-42" } });
    const hostile = await fetch(`${server.url}/api/v1/app`, { headers: { "X-Request-Id": "a b\tc" } });
    const routedId = routed.headers.get("x-request-id")!;
    expect(routedId).toMatch(/^[a-z0-9]{7}-[a-z0-9]+$/);
    expect(prepared.headers.get("x-request-id")).toBe("proxy-42");
    expect(hostile.headers.get("x-request-id")).toMatch(/^[a-z0-9]{7}-[a-z0-9]+$/);
    // Request lines are written in batches, at most a quarter of a second later.
    const lines = await waitForLines(server, (entry) => entry.requestId === "proxy-42");
    const line = lines.find((entry) => entry.requestId === routedId);
    expect(line).toMatchObject({
      msg: "request",
      level: "info",
      method: "GET",
      path: "/api/v1/app",
      status: 400,
    });
    expect(typeof line?.durationMs).toBe("number");
    expect(line?.time).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(lines.find((entry) => entry.requestId === "proxy-42")).toMatchObject({ status: 200 });
  });
});

describe("what a process loads", () => {
  it("loads the MCP SDK on the first /mcp request, and the image renderer only in a child", async () => {
    const dir = await mkdtemp(join(tmpdir(), "stepzy-modules-"));
    const file = join(dir, "loaded.txt");
    await writeFile(file, "");
    const server = await startServer({
      NODE_OPTIONS: `--import ${join(process.cwd(), "test/fixtures/loaded-modules.mjs")}`,
      LOADED_MODULES_FILE: file,
      LOADED_MODULES_MATCH: "@modelcontextprotocol,@resvg",
    });
    // The modules the server process itself has loaded (a child process writes its own pid).
    const loadedHere = async () =>
      (await readFile(file, "utf8"))
        .split("\n")
        .filter((line) => line.startsWith(`${server.child.pid} `))
        .join("\n");
    try {
      await waitForLines(server, (entry) => String(entry.msg).startsWith("prepared "));
      const card = await fetch(`${server.url}/.well-known/mcp/server-card.json`);
      expect(card.status).toBe(200);
      const home = await (await fetch(server.url)).text();
      const image = /og:image" content="[^"]*(\/assets\/share-home\.[0-9a-f]+\.png)"/.exec(home)?.[1];
      const png = await fetch(`${server.url}${image}`);
      expect(png.headers.get("content-type")).toBe("image/png");
      expect((await png.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
      // The PNGs were rendered with resvg, in another process.
      expect(await readFile(file, "utf8")).toContain("@resvg/resvg-js");
      expect(await loadedHere()).toBe("");
      const listed = await fetch(`${server.url}/mcp`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream" },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
      });
      expect(listed.status).toBe(200);
      expect((await listed.json()).result.tools.length).toBeGreaterThan(0);
      expect(await loadedHere()).toContain("@modelcontextprotocol/sdk");
      expect(await loadedHere()).not.toContain("@resvg");
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe("process lifecycle", () => {
  it("finishes in-flight requests on SIGTERM and exits 0", async () => {
    const server = await startServer();
    const load = () =>
      Array.from({ length: 20 }, () =>
        fetch(`${server.url}/api/v1/docs`).then(
          async (response) => (await response.text()) && response.status,
          (error) => `failed: ${error.cause?.code ?? error}`,
        ),
      );
    // Open 20 keep-alive connections first: a request counts as in flight once the server has
    // accepted its connection (connections still in the kernel's backlog are refused by design).
    await Promise.all(load());
    const requests = load();
    await Promise.race(requests);
    server.child.kill("SIGTERM");
    expect(await Promise.all(requests)).toEqual(Array(20).fill(200));
    expect(await server.exited).toBe(0);
  }, 60_000);

  it("writes every request's log line before it exits on SIGTERM", async () => {
    const server = await startServer();
    const paths = ["/api/v1/app", "/api/v1/search?q=streak", "/guide", "/nope", "/api/v1/app?x=1"];
    const sent = 300;
    for (let index = 0; index < sent; index += 30)
      await Promise.all(
        Array.from({ length: 30 }, (_, offset) =>
          fetch(`${server.url}${paths[(index + offset) % paths.length]}`, {
            headers: { "X-Request-Id": `r${index + offset}` },
          }).then((response) => response.arrayBuffer()),
        ),
      );
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    const logged = logLines(server).filter((entry) => entry.msg === "request");
    expect(new Set(logged.map((entry) => entry.requestId)).size).toBe(sent);
  }, 60_000);

  it("exits 0 on SIGINT", async () => {
    const server = await startServer();
    server.child.kill("SIGINT");
    expect(await server.exited).toBe(0);
  }, 60_000);

  it("refuses to start on invalid configuration, naming the variable", async () => {
    const { code, output } = await failedStart({ PORT: "not-a-port" });
    expect(code).toBe(1);
    expect(output).toContain("PORT=");
  }, 60_000);

  describe("with broken content", () => {
    let dir: string;
    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), "stepzy-content-"));
      await cp("content", dir, { recursive: true });
      const file = join(dir, "blog", "how-many-steps-in-a-mile.md");
      const text = await readFile(file, "utf8");
      await writeFile(file, text.replace(/^category: .*$/m, "category: Fitness"));
    });
    afterAll(async () => {
      await rm(dir, { recursive: true, force: true });
    });

    it("refuses to start and names the file and the field", async () => {
      const { code, output } = await failedStart({ CONTENT_DIR: dir });
      expect(code).toBe(1);
      expect(output).toContain("blog/how-many-steps-in-a-mile.md");
      expect(output).toContain('field "category"');
      expect(output).not.toContain("listening");
    }, 60_000);
  });

  describe("in development mode", () => {
    let dir: string;
    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), "stepzy-dev-"));
      await cp("content", dir, { recursive: true });
    });
    afterAll(async () => {
      await rm(dir, { recursive: true, force: true });
    });

    it("shows a good edit without a restart and keeps the last good content on a broken one", async () => {
      const server = await startServer({ CONTENT_DIR: dir }, ["--dev"]);
      const file = join(dir, "blog", "how-many-steps-in-a-mile.md");
      const original = await readFile(file, "utf8");
      const title = async () =>
        (await (await fetch(`${server.url}/api/v1/articles/how-many-steps-in-a-mile`)).json()).title;
      const waitFor = async (predicate: () => boolean | Promise<boolean>) => {
        for (let attempt = 0; attempt < 400 && !(await predicate()); attempt++)
          await new Promise((r) => setTimeout(r, 50));
      };
      await writeFile(file, original.replace(/^title: .*$/m, "title: Steps in a mile, revised"));
      await waitFor(async () => (await title()) === "Steps in a mile, revised");
      expect(await title()).toBe("Steps in a mile, revised");

      await writeFile(file, original.replace(/^category: .*$/m, "category: Fitness"));
      await waitFor(() => server.output().includes("content reload failed"));
      expect(server.output()).toContain('field \\"category\\"');
      expect(await title()).toBe("Steps in a mile, revised");
      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
    }, 60_000);
  });

  describe("with WEB_CONCURRENCY=2", () => {
    it("replaces a killed worker while the other keeps answering, and stops cleanly", async () => {
      const server = await startServer({ WEB_CONCURRENCY: "2" });
      const workerPids = () =>
        server
          .output()
          .split("\n")
          .filter((line) => line.includes("listening"))
          .map((line) => JSON.parse(line).pid as number);
      const waitFor = async (predicate: () => boolean) => {
        for (let attempt = 0; attempt < 800 && !predicate(); attempt++)
          await new Promise((r) => setTimeout(r, 25));
      };
      await waitFor(() => workerPids().length === 2);
      const [victim] = workerPids();
      process.kill(victim!, "SIGKILL");
      const statuses = await Promise.all(
        Array.from({ length: 30 }, () =>
          fetch(`${server.url}/api/v1/app`, {
            headers: { Connection: "close" },
            signal: AbortSignal.timeout(10_000),
          }).then((r) => r.status),
        ),
      );
      expect(statuses).toEqual(Array(30).fill(200));
      await waitFor(() => workerPids().length === 3);
      expect(workerPids()).toHaveLength(3);
      expect(server.output()).toContain("worker died; starting a replacement");
      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
    }, 60_000);
  });
});
