import { once } from "node:events";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listenOnLoopback } from "../../test/support/listen-loopback.js";
import { testService } from "../../test/support/service.js";
import type { RequestLogEntry } from "../http/request-log.js";
import { malformedAnswer } from "./client-error.js";
import type { Listening } from "./listen.js";

// Requests Node's parser rejects before the app sees them, sent as raw bytes over a real socket.
let running: Listening;
let port: number;
beforeAll(async () => {
  const service = await testService();
  running = listenOnLoopback(service);
  port = (await running.listening).port;
});
afterAll(() => new Promise<void>((resolve) => running.server.close(() => resolve())));

async function send(bytes: Buffer): Promise<{ head: string; body: string }> {
  const socket = connect(port, "127.0.0.1");
  await once(socket, "connect");
  socket.write(bytes);
  let raw = "";
  socket.on("data", (chunk) => {
    raw += chunk.toString("utf8");
  });
  await once(socket, "close");
  const [head = "", body = ""] = raw.split("\r\n\r\n");
  return { head, body };
}

const raw = (...parts: (string | Buffer)[]) => Buffer.concat(parts.map((part) => Buffer.from(part)));

describe("requests Node rejects before the app", () => {
  it.each([
    ["a non-ASCII request target", raw("GET /api/v1/", Buffer.from("é"), " HTTP/1.1\r\nHost: x\r\n\r\n")],
    ["a malformed Host header", raw("GET /api/v1/app HTTP/1.1\r\nHost: a\u0001b\r\n\r\n")],
    ["a malformed header name", raw("GET /api/v1/app HTTP/1.1\r\nHo st: x\r\n\r\n")],
    ["a backslash for a slash", raw("GET /api\\v1\\app\u0001 HTTP/1.1\r\nHost: x\r\n\r\n")],
    ["a Host that makes no URL", raw("GET /api/v1/nope HTTP/1.1\r\nHost: [::1\r\nConnection: close\r\n\r\n")],
    // RFC 9112 section 3.2: exactly one Host, holding an authority (Node answers only the first itself).
    ["no Host header", raw("GET /api/v1/app HTTP/1.1\r\nConnection: close\r\n\r\n")],
    ["two Host headers", raw("GET /api/v1/app HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n")],
    ["a Host with a space", raw("GET /api/v1/app HTTP/1.1\r\nHost: a b\r\n\r\n")],
    ["a Host with a path", raw("GET /api/v1/app HTTP/1.1\r\nHost: a/b\r\n\r\n")],
  ])("under /api, %s gets the JSON envelope with the common headers", async (_name, bytes) => {
    const { head, body } = await send(bytes);
    expect(head).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(head).toMatch(/\r\nContent-Type: application\/json; charset=utf-8/);
    expect(head).toMatch(/\r\nAccess-Control-Allow-Origin: \*/);
    expect(head).toMatch(/\r\nX-Content-Type-Options: nosniff/);
    expect(head).toMatch(/\r\nConnection: close/);
    expect(head).toMatch(/\r\nX-Request-Id: [0-9a-z]+-[0-9a-z]+/);
    expect(JSON.parse(body)).toMatchObject({ error: { code: "invalid_parameter", status: 400 } });
  });

  it("an HTTP/1.0 request needs no Host; an empty Host or one with a port is valid", async () => {
    for (const request of [
      "GET /api/v1/app HTTP/1.0\r\n\r\n",
      "GET /api/v1/app HTTP/1.1\r\nHost:\r\nConnection: close\r\n\r\n",
      "GET /api/v1/app HTTP/1.1\r\nHost: [::1]:8080\r\nConnection: close\r\n\r\n",
    ]) {
      const { head } = await send(raw(request));
      expect(head).toMatch(/^HTTP\/1\.[01] 200 OK\r\n/);
    }
  });

  it("OPTIONS * (the server as a whole) gets 204 with Allow; another method on * the malformed 400", async () => {
    const options = await send(raw("OPTIONS * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"));
    expect(options.head).toMatch(/^HTTP\/1\.1 204 No Content\r\n/);
    expect(options.head).toMatch(/\r\nAllow: GET, HEAD, OPTIONS/);
    const get = await send(raw("GET * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"));
    expect(get.head).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
  });

  it("outside /api, a missing Host gets the plain-text 400", async () => {
    const { head, body } = await send(raw("GET /guide HTTP/1.1\r\nConnection: close\r\n\r\n"));
    expect(head).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(head).toMatch(/\r\nContent-Type: text\/plain; charset=utf-8/);
    expect(body).toMatch(/Host/);
  });

  it("outside /api, a short plain-text answer", async () => {
    const { head, body } = await send(raw("GET /guide/", Buffer.from("é"), " HTTP/1.1\r\nHost: x\r\n\r\n"));
    expect(head).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(head).toMatch(/\r\nContent-Type: text\/plain; charset=utf-8/);
    expect(body).toMatch(/malformed/);
  });

  it("more than 100 small header lines under /api get the app's JSON 400", async () => {
    const headers = Array.from({ length: 3000 }, (_, index) => `X-H${index}: 1\r\n`).join("");
    const { head, body } = await send(
      raw(`GET /api/v1/nope HTTP/1.1\r\nHost: x\r\n${headers}Connection: close\r\n\r\n`),
    );
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(body).error).toMatchObject({ code: "invalid_parameter", status: 400 });
  });

  it("a header set past Node's own 64 KB limit gets the JSON envelope (its path may be past reading)", async () => {
    const { head, body } = await send(
      raw(`GET /api/v1/app HTTP/1.1\r\nHost: x\r\nX-Big: ${"y".repeat(70_000)}\r\n\r\n`),
    );
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(head).toMatch(/\r\nAccess-Control-Allow-Origin: \*/);
    expect(JSON.parse(body).error.message).toMatch(/too large/);
  });

  it("a request line past Node's own 64 KB limit gets the JSON envelope", async () => {
    const { head, body } = await send(
      raw(`GET /api/v1/search?q=${"x".repeat(70_000)} HTTP/1.1\r\nHost: x\r\n\r\n`),
    );
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(body).error.code).toBe("invalid_parameter");
  });

  it("gives the reason phrase of the status it sends (the API's 404 for a long target naming no endpoint)", () => {
    const answer = malformedAnswer("HPE_URI_TOO_LONG", `/api/v1/nope/${"x".repeat(9000)}`, "http://x");
    expect([answer.status, answer.reason]).toEqual([404, "Not Found"]);
    const oversize = malformedAnswer("HPE_HEADER_OVERFLOW", "/api/v1/app", "http://x");
    expect([oversize.status, oversize.reason]).toEqual([400, "Bad Request"]);
  });

  it.each([["FOO /api/v1/app"], ["get /api/v1/app"], ["BREW /api/v1/app"], ["CONNECT /api/v1/app"]])(
    "%s (a method Node does not answer) gets the JSON 405 with Allow",
    async (line) => {
      const { head, body } = await send(raw(`${line} HTTP/1.1\r\nHost: x\r\n\r\n`));
      expect(head).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
      expect(head).toMatch(/\r\nAllow: GET, HEAD, OPTIONS/);
      expect(head).toMatch(/\r\nContent-Type: application\/json; charset=utf-8/);
      expect(head).toMatch(/\r\nX-Request-Id: \S+/);
      expect(JSON.parse(body)).toMatchObject({ error: { code: "method_not_allowed", status: 405 } });
    },
  );

  it("outside /api, an unknown method gets a plain-text 405 with Allow", async () => {
    const { head, body } = await send(raw("FOO /guide HTTP/1.1\r\nHost: x\r\n\r\n"));
    expect(head).toMatch(/^HTTP\/1\.1 405 /);
    expect(head).toMatch(/\r\nAllow: GET, HEAD, OPTIONS/);
    expect(body).toMatch(/read-only/);
  });
});

describe("the request log", () => {
  it("has one line for a request Node rejects, with the id its answer carries", async () => {
    const lines: RequestLogEntry[] = [];
    const logging = listenOnLoopback(await testService(), {
      log: (entry) => lines.push(entry),
      logRequests: true,
    });
    const at = (await logging.listening).port;
    try {
      const socket = connect(at, "127.0.0.1");
      await once(socket, "connect");
      socket.write("GET /api/v1/app HTTP/1.1\r\nHo st: x\r\n\r\n");
      let raw = "";
      socket.on("data", (chunk) => {
        raw += chunk.toString("utf8");
      });
      await once(socket, "close");
      const id = /\r\nX-Request-Id: ([^\r]+)/.exec(raw)?.[1];
      expect(lines).toEqual([
        expect.objectContaining({
          msg: "request",
          method: "GET",
          path: "/api/v1/app",
          status: 400,
          requestId: id,
        }),
      ]);
    } finally {
      await new Promise<void>((resolve) => logging.server.close(() => resolve()));
    }
  });
});

describe("a HEAD request Node rejects", () => {
  it("gets the headers alone", async () => {
    const { head, body } = await send(raw("HEAD /api/v1/app HTTP/1.1\r\nHo st: x\r\n\r\n"));
    expect(head).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(head).toMatch(/\r\nContent-Length: [1-9]/);
    expect(body).toBe("");
  });
});
