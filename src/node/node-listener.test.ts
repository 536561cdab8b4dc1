import { createServer } from "node:http";
import { type AddressInfo, connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnswerParts } from "../http/representation.js";
import { nodeListener, originForm } from "./node-listener.js";
import { createWorkGate } from "./work-gate.js";

// The Node listener on a real socket, with a service whose computed answers are slow: prepared
// answers must not wait behind them, and a full gate answers 503 with Retry-After.
const ok = (body: string): AnswerParts => ({
  status: 200,
  headers: { "Content-Type": "text/plain", "Content-Length": String(body.length) },
  body: new TextEncoder().encode(body),
});

function busyFor(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // Stands for an expensive search.
  }
}

const service = {
  lookup: ({ target }: { target: string }) => (target === "/prepared" ? ok("prepared") : undefined),
  route: ({ target }: { target: string }) => {
    if (target === "/healthz") return ok("healthy");
    if (target === "/later") return Promise.resolve(ok("later"));
    if (!target.startsWith("/api/v1/search")) return { ...ok("routed"), status: 404 };
    busyFor(20);
    return ok("computed");
  },
};

let base: string;
let port: number;
let close: () => Promise<void>;
let accepted = 0;

beforeAll(async () => {
  const listener = nodeListener(service, {
    log: () => {},
    logRequests: false,
    gate: createWorkGate({ concurrency: 1, queue: 4, sliceMs: 0 }),
    baseUrl: "https://stepzy.test",
    retryAfterSeconds: 1,
  });
  const server = createServer(listener);
  server.on("connection", () => accepted++);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});

afterAll(() => close());

/** Open sockets, all connected before anything is sent. */
async function sockets(count: number): Promise<Socket[]> {
  const target = accepted + count;
  const open = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<Socket>((resolve) => {
          const socket = connect(port, "127.0.0.1", () => resolve(socket));
        }),
    ),
  );
  // Until the server has accepted them all, so that it reads the requests in one turn.
  while (accepted < target) await new Promise((resolve) => setImmediate(resolve));
  return open;
}

/** Sends one request on each socket in the same tick (the server reads them in one poll), and
 * resolves with each raw answer in the order the answers arrived. */
function sendAll(
  open: readonly Socket[],
  paths: readonly string[],
): Promise<{ path: string; raw: string }[]> {
  const arrived: { path: string; raw: string }[] = [];
  const done = open.map(
    (socket, index) =>
      new Promise<void>((resolve) => {
        let raw = "";
        socket.on("data", (chunk) => {
          raw += chunk.toString();
        });
        socket.on("end", () => {
          arrived.push({ path: paths[index]!, raw });
          resolve();
        });
      }),
  );
  for (const [index, socket] of open.entries())
    socket.write(`GET ${paths[index]} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
  return Promise.all(done).then(() => arrived);
}

describe("the Node listener's work gate", () => {
  it("answers prepared requests before the computed ones queued ahead of them", async () => {
    const paths = ["/api/v1/search?q=1", "/api/v1/search?q=2", "/api/v1/search?q=3", "/prepared"];
    const arrived = await sendAll(await sockets(paths.length), paths);
    for (const answer of arrived) expect(answer.raw, answer.path).toMatch(/^HTTP\/1\.1 200 /);
    // Sent last, answered first: it never waited behind the 60 ms of searches.
    expect(arrived[0]!.path).toBe("/prepared");
  });

  it("refuses computed requests beyond its queue with 503, Retry-After and the JSON envelope", async () => {
    const paths = [
      ...Array.from({ length: 10 }, (_, index) => `/api/v1/search?q=flood${index}`),
      "/prepared",
    ];
    const arrived = await sendAll(await sockets(paths.length), paths);
    const statuses = arrived.map((answer) => Number(answer.raw.slice(9, 12)));
    // Read in one turn: four wait their turn and the other six are refused; the prepared answer never.
    expect(statuses.filter((status) => status === 200).length).toBe(5);
    expect(arrived.find((answer) => answer.path === "/prepared")!.raw).toMatch(/^HTTP\/1\.1 200 /);
    const refused = arrived.filter((answer) => answer.raw.startsWith("HTTP/1.1 503"));
    expect(refused.length).toBe(6);
    for (const { raw } of refused) {
      const [head = "", body = ""] = raw.split("\r\n\r\n");
      expect(head).toMatch(/\r\nRetry-After: 1\r\n/i);
      expect(head).toMatch(/\r\nCache-Control: no-store\r\n/i);
      expect(head).toMatch(/\r\nAccess-Control-Allow-Origin: \*\r\n/i);
      expect(JSON.parse(body)).toMatchObject({ error: { code: "upstream_error", status: 503 } });
    }
  });

  it("answers the health check at once, never queued behind computed work nor refused with it", async () => {
    const paths = [
      ...Array.from({ length: 10 }, (_, index) => `/api/v1/search?q=health${index}`),
      "/healthz",
    ];
    const arrived = await sendAll(await sockets(paths.length), paths);
    const health = arrived.find((answer) => answer.path === "/healthz")!;
    expect(health.raw).toMatch(/^HTTP\/1\.1 200 /);
    // Before any search finished: the searches answered 200 all came after it.
    const searched = arrived.filter(
      (answer) => answer.raw.startsWith("HTTP/1.1 200") && answer.path !== "/healthz",
    );
    expect(searched.length).toBeGreaterThan(0);
    expect(arrived.indexOf(health)).toBeLessThan(arrived.indexOf(searched[0]!));
  });

  it("writes a routed answer made at once or later, with a request id", async () => {
    const response = await fetch(`${base}/somewhere`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("routed");
    const later = await fetch(`${base}/later`);
    expect(await later.text()).toBe("later");
    expect(later.headers.get("x-request-id")).toMatch(/^[a-z0-9]+-[a-z0-9]+$/);
  });
});

describe("originForm", () => {
  it("cuts the absolute form to its path and query", () => {
    expect(originForm("/guide?x=1")).toBe("/guide?x=1");
    expect(originForm("http://evil.example/guide?x=1")).toBe("/guide?x=1");
    expect(originForm("http://evil.example")).toBe("/");
    expect(originForm("HTTPS://evil.example?q=1")).toBe("/?q=1");
    expect(originForm("*")).toBe("*");
  });
});
