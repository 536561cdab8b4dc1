import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { readRawHeaders, validHost } from "./raw-headers.js";

/** What Node itself makes of some raw header lines: its `headers` object and its `rawHeaders`. */
async function nodeReads(lines: readonly string[]): Promise<{ headers: IncomingHttpHeaders; raw: string[] }> {
  const server = createServer((request, response) => {
    response.end(JSON.stringify({ headers: request.headers, raw: request.rawHeaders }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const { connect } = await import("node:net");
  const socket = connect(port, "127.0.0.1");
  socket.write(
    `GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n${lines.map((line) => `${line}\r\n`).join("")}\r\n`,
  );
  let text = "";
  for await (const chunk of socket) text += String(chunk);
  server.close();
  return JSON.parse(text.slice(text.indexOf("\r\n\r\n") + 4));
}

describe("readRawHeaders", () => {
  it("reads the four headers as Node's headers object has them, in any case, repeated or not", async () => {
    const { headers, raw } = await nodeReads([
      "ACCEPT: text/markdown",
      "accept: text/html;q=0.5",
      "Accept-Encoding: br",
      'If-None-Match: "a"',
      'if-none-match: "b"',
      "X-Request-Id: abc-1",
      "X-Other: 1",
    ]);
    const facts = readRawHeaders(raw);
    expect(facts).toEqual({
      fits: true,
      accept: headers.accept,
      acceptEncoding: headers["accept-encoding"],
      ifNoneMatch: headers["if-none-match"],
      requestId: headers["x-request-id"],
      hostValid: true,
    });
    expect(facts.accept).toBe("text/markdown, text/html;q=0.5");
  });

  it("leaves absent headers undefined and measures both header limits", () => {
    expect(readRawHeaders(["Host", "x"])).toEqual({
      fits: true,
      accept: undefined,
      acceptEncoding: undefined,
      ifNoneMatch: undefined,
      requestId: undefined,
      hostValid: true,
    });
    expect(readRawHeaders([]).hostValid).toBe(false);
    expect(readRawHeaders([], "1.0").hostValid).toBe(true);
    expect(readRawHeaders(["HOST", "a", "host", "a"]).hostValid).toBe(false);
    expect(readRawHeaders(Array.from({ length: 101 }, (_, index) => [`X-${index}`, "1"]).flat()).fits).toBe(
      false,
    );
    expect(readRawHeaders(["X-Big", "a".repeat(16_400)]).fits).toBe(false);
    expect(readRawHeaders(["X-Big", "a".repeat(16_000)]).fits).toBe(true);
  });
});

describe("validHost", () => {
  it.each([
    [1, "stepzy.app", "1.1", true],
    [1, "127.0.0.1:3000", "1.1", true],
    [1, "[::1]:8080", "1.1", true],
    [1, "", "1.1", true],
    [0, undefined, "1.0", true],
    [0, undefined, "1.1", false],
    [2, "a", "1.1", false],
    [2, "a", "1.0", false],
    [1, "a b", "1.1", false],
    [1, "a/b", "1.1", false],
    [1, "a:b", "1.1", false],
    [1, "[::1", "1.1", false],
  ])("%i Host headers, the first %j, over HTTP/%s: %s", (count, host, version, valid) => {
    expect(validHost(count, host, version)).toBe(valid);
  });
});
