import type { Server } from "node:http";
import type { Socket } from "node:net";
import { errorEnvelope } from "../api/errors.js";
import { commonHeaders } from "../http/common-headers.js";
import { isApiPath } from "../routes/file-routes.js";

/** Statuses of requests Node's parser rejects, by its error code; 400 for any other. */
const statusOf: Readonly<Record<string, readonly [number, string]>> = {
  HPE_HEADER_OVERFLOW: [431, "Request Header Fields Too Large"],
  HPE_URI_TOO_LONG: [414, "URI Too Long"],
  ERR_HTTP_REQUEST_TIMEOUT: [408, "Request Timeout"],
};

/** The request target of a rejected request's first line, when it can be read. */
function targetOf(rawPacket: Buffer | undefined): string {
  const line = /^[A-Za-z]+ ([^ \r\n]+)/.exec(rawPacket?.toString("latin1").slice(0, 8192) ?? "");
  return line?.[1] ?? "";
}

/** An answer to a request the app cannot see: status line parts, headers and body. */
export interface MalformedAnswer {
  readonly status: number;
  readonly reason: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/**
 * The answer to a request rejected before the app could see it (a malformed request target or
 * header, a Host that makes no URL, a header set past Node's own limit, a request that did not
 * arrive in time): under /api the JSON Error envelope, as everything under /api is; elsewhere
 * plain text. Either way with the headers every answer carries, and `Connection: close`.
 */
export function malformedAnswer(code: string | undefined, target: string, baseUrl: string): MalformedAnswer {
  const [status, reason] = statusOf[code ?? ""] ?? [400, "Bad Request"];
  const api = isApiPath(target.replace(/[?#].*$/, ""));
  const message =
    status === 408
      ? "The request did not arrive in time."
      : status === 400
        ? "The request is malformed: its request line, its Host or another header is not valid HTTP/1.1."
        : "The request is too large.";
  const body = api
    ? JSON.stringify(
        errorEnvelope(
          {
            code: "invalid_parameter",
            status,
            message,
            hint: "Send a well-formed HTTP/1.1 request: a percent-encoded ASCII path, valid header names and values, and one valid Host header.",
          },
          baseUrl,
        ),
      )
    : `${message}\n`;
  return {
    status,
    reason,
    headers: {
      ...commonHeaders(baseUrl),
      "Content-Type": api ? "application/json; charset=utf-8" : "text/plain; charset=utf-8",
      "Content-Length": String(new TextEncoder().encode(body).byteLength),
      "Cache-Control": "no-store",
      Connection: "close",
    },
    body,
  };
}

/** The same answer as raw HTTP/1.1, for a socket the parser gave up on. */
export function clientErrorAnswer(
  code: string | undefined,
  rawPacket: Buffer | undefined,
  baseUrl: string,
): string {
  const answer = malformedAnswer(code, targetOf(rawPacket), baseUrl);
  const head = Object.entries(answer.headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join("\r\n");
  return `HTTP/1.1 ${answer.status} ${answer.reason}\r\n${head}\r\n\r\n${answer.body}`;
}

/**
 * Answers the requests Node's parser rejects (the server's `clientError` event) with
 * `clientErrorAnswer` instead of Node's empty, header-less 400. A socket that is already gone, or
 * a reset, is only destroyed. Node still answers one case itself: an HTTP/1.1 request without a
 * Host header gets its bare 400.
 */
export function answerClientErrors(server: Server, baseUrl: string): void {
  server.on("clientError", (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Socket) => {
    if (error.code === "ECONNRESET" || !socket.writable || socket.destroyed) {
      socket.destroy();
      return;
    }
    socket.end(clientErrorAnswer(error.code, error.rawPacket, baseUrl));
  });
}
