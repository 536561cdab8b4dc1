import { once } from "node:events";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listenOnLoopback } from "../../test/support/listen-loopback.js";
import { testService } from "../../test/support/service.js";
import type { Listening } from "./listen.js";

// Targets as sent, over a real socket: fetch and URL would resolve the dot segments first.
let running: Listening;
let port: number;
beforeAll(async () => {
  running = listenOnLoopback(await testService());
  port = (await running.listening).port;
});
afterAll(() => new Promise<void>((resolve) => running.server.close(() => resolve())));

async function get(target: string): Promise<{ status: number; type: string; body: string; head: string }> {
  const socket = connect(port, "127.0.0.1");
  await once(socket, "connect");
  socket.write(`GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
  let raw = "";
  socket.on("data", (chunk) => {
    raw += chunk.toString("utf8");
  });
  await once(socket, "close");
  const [head = "", body = ""] = raw.split("\r\n\r\n");
  return {
    status: Number(head.slice(9, 12)),
    type: /\r\ncontent-type: ([^\r]*)/i.exec(head)?.[1] ?? "",
    body,
    head: `${head}\r\n`,
  };
}

describe("a target sent under /api with a dot segment", () => {
  it.each([
    "/api/%2e%2e/nope",
    "/api/v1/articles/%2e",
    "/api/v1/docs/%2E%2E",
    "/api/v1/../guide",
    "/api/./v1/app",
  ])("%s is the JSON 404 of an unknown API path, not a page or another endpoint", async (target) => {
    const { status, type, body } = await get(target);
    expect(status).toBe(404);
    expect(type).toMatch(/^application\/json/);
    expect(JSON.parse(body).error.code).toBe("not_found");
  });

  it("leaves targets without dot segments alone (dots inside a segment)", async () => {
    expect((await get("/api/v1/app")).status).toBe(200);
    expect((await get("/api/v1/docs/a.b")).status).toBe(400);
  });

  // Each spelling would be one more object in the cache in front (SECURITY.md, the cache tier).
  it.each([
    ["/guide/%2e%2e/blog", "/blog"],
    ["/zz1/../llms-full.txt", "/llms-full.txt"],
    ["/./././guide?x=1", "/guide?x=1"],
    ["/%2e/guide", "/guide"],
  ])(
    "redirects %s outside /api to the address it resolves to, %s, kept by no cache",
    async (target, location) => {
      const answer = await get(target);
      expect(answer.status).toBe(308);
      expect(answer.head).toMatch(new RegExp(`\r\nLocation: ${location.replace(/[?.]/g, "\\$&")}\r\n`, "i"));
      expect(answer.head).toMatch(/\r\nCache-Control: no-store\r\n/i);
    },
  );
});
