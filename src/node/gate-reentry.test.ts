import { type AddressInfo, connect } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { listenOnLoopback } from "../../test/support/listen-loopback.js";
import { testBaseUrl, testGraph } from "../../test/support/service.js";
import { composeNodeService } from "./compose-node.js";
import { defaultConnectionLimits } from "./connection-guard.js";
import { nodeEncoders } from "./encoders.js";
import type { Listening } from "./listen.js";
import { createWorkGate, gateAdmission } from "./work-gate.js";

// The MCP endpoint admits its calls to the work gate. Under its own path it holds no place while
// it reads its body; under another spelling the app routes to it (`/%6dcp`, the absolute form
// `http://host/mcp`) the listener routes it through the app with a place held. With every place held that way, calls queued behind them waited
// forever: a replica answered no computed request while its health check stayed green.
let running: Listening;
let base: string;

beforeAll(async () => {
  const gate = createWorkGate({ concurrency: 2, queue: 64, sliceMs: 2 });
  const service = composeNodeService(await testGraph(), {
    baseUrl: testBaseUrl,
    encoders: nodeEncoders,
    admission: gateAdmission(gate),
  });
  await service.prepare();
  running = listenOnLoopback(service, { gate });
  base = `http://127.0.0.1:${((await running.listening) as AddressInfo).port}`;
});

afterAll(() => {
  running.server.closeAllConnections();
  return new Promise<void>((resolve) => running.server.close(() => resolve()));
});

it("answers MCP requests under every spelling of its path while they fill the gate", async () => {
  const call = JSON.stringify({
    jsonrpc: "2.0",
    id: 1,
    method: "tools/call",
    params: { name: "search", arguments: { q: "streak freeze", limit: 3 } },
  });
  const { request } = await import("node:http");
  const post = (path: string) =>
    new Promise<number>((resolve, reject) => {
      // Options, not a URL: the target is sent exactly as written (the absolute form included).
      const sent = request(
        {
          host: "127.0.0.1",
          port: new URL(base).port,
          path,
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream" },
        },
        (response) => {
          response.resume();
          response.on("end", () => resolve(response.statusCode ?? 0));
        },
      );
      sent.on("error", reject);
      sent.end(call);
    });
  // More than the gate's places, all at once, each spelled so that the listener routes it with a
  // place held; then a plain search, which must not wait forever behind them.
  const statuses = await Promise.all([
    ...Array.from({ length: 6 }, (_, index) => post(index % 2 ? "/%6dcp" : `${base}/mcp`)),
    fetch(`${base}/api/v1/search?q=streak`).then((response) => response.status),
  ]);
  expect(statuses.every((status) => status === 200)).toBe(true);
});

it("holds no place for an MCP request under another spelling while its body is still coming", async () => {
  // Long timeouts, so that only the fix lets the search through: a held place would wait 10 minutes.
  const gate = createWorkGate({ concurrency: 2, queue: 64, sliceMs: 2 });
  const service = composeNodeService(await testGraph(), {
    baseUrl: testBaseUrl,
    encoders: nodeEncoders,
    admission: gateAdmission(gate),
  });
  const slow = listenOnLoopback(service, {
    gate,
    connections: { ...defaultConnectionLimits(), headersTimeoutMs: 600_000, idleTimeoutMs: 600_000 },
  });
  const port = ((await slow.listening) as AddressInfo).port;
  const senders = ["/%6Dcp", "/m%63p/", "/%6d%63%70"].map((path) => {
    const socket = connect(port, "127.0.0.1");
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nContent-Length: 100\r\n\r\n{`,
    );
    return socket;
  });
  try {
    const search = await fetch(`http://127.0.0.1:${port}/api/v1/search?q=streak`);
    expect(search.status).toBe(200);
  } finally {
    for (const socket of senders) socket.destroy();
    slow.server.closeAllConnections();
    await new Promise<void>((resolve) => slow.server.close(() => resolve()));
  }
}, 60_000);
