import type { IncomingMessage, Server } from "node:http";
import type { Socket } from "node:net";
import { type ErrorDetail, errorCatalog, errorEnvelope, methodNotAllowedError } from "../api/errors.js";
import { apiUrlTooLong } from "../api/oversize-error.js";
import { operations } from "../api/routes.js";
import { commonHeaders } from "../http/common-headers.js";
import { allowedMethods } from "../http/preflight.js";
import { createRequestIds } from "../http/request-id.js";
import { oversizeDetail, oversizeText } from "../http/request-limits.js";
import { type Logger, loggedPath } from "../http/request-log.js";
import { errorCaching } from "../routes/caching.js";
import { isApiPath } from "../routes/file-routes.js";
import { siteMethodNotAllowedText } from "../site/site-errors.js";

/** Statuses of requests Node's parser rejects, by its error code; 400 for any other. */
const statusOf: Readonly<Record<string, readonly [number, string]>> = {
  HPE_HEADER_OVERFLOW: [431, "Request Header Fields Too Large"],
  HPE_URI_TOO_LONG: [414, "URI Too Long"],
  // A method Node does not know (`FOO`, `get`): the API's answer to any method but GET (docs/http.md).
  HPE_INVALID_METHOD: [405, "Method Not Allowed"],
  ERR_HTTP_REQUEST_TIMEOUT: [408, "Request Timeout"],
};

/** The method and request target of a rejected request's first line, as far as they can be read. */
function requestLineOf(rawPacket: Buffer | undefined): { method: string; target: string } {
  // A method token, then an origin-form target: a later chunk of a long line ("xxx HTTP/1.1") is none.
  const line = /^([!-~]{1,24}) (\/[^ \r\n]*)?/.exec(rawPacket?.toString("latin1").slice(0, 8192) ?? "");
  return { method: line?.[1] ?? "", target: line?.[2] ?? "" };
}

/** The error of a rejected request, as the API words it. */
function apiError(status: number, target: string, baseUrl: string): ErrorDetail {
  if (status === 405) return methodNotAllowedError(allowedMethods);
  if (status === 414) return apiUrlTooLong(target, operations, baseUrl);
  if (status === 431) return { code: "invalid_parameter", status: 400, ...oversizeDetail(status, target) };
  return {
    code: "invalid_parameter",
    status,
    message:
      status === 408
        ? "The request did not arrive in time."
        : "The request is malformed: its request line, its Host or another header is not valid HTTP/1.1.",
    hint: "Send a well-formed HTTP/1.1 request: a percent-encoded ASCII path, valid header names and values, and one valid Host header.",
  };
}

/** The answer to a request rejected before the app sees it: the Error envelope under /api, else text. */
export function malformedAnswer(code: string | undefined, target: string, baseUrl: string) {
  const [parserStatus, parserReason] = statusOf[code ?? ""] ?? [400, "Bad Request"];
  // An unreadable target gets JSON (API clients parse it, browsers show it); a backslash is a slash to URL
  // parsers (`/api\v1\app` is under /api).
  const api = target === "" || isApiPath(target.replace(/[?#].*$/, "").replaceAll("\\", "/"));
  const error = apiError(parserStatus, target, baseUrl);
  const status = api ? (error.status ?? errorCatalog[error.code].status) : parserStatus;
  const reason = status === parserStatus ? parserReason : "Bad Request";
  const body = api
    ? JSON.stringify(errorEnvelope(error, baseUrl))
    : status === 405
      ? siteMethodNotAllowedText
      : status === 414 || status === 431
        ? oversizeText(status, target)
        : `${error.message}\n`;
  return {
    status,
    reason,
    headers: {
      ...commonHeaders(baseUrl),
      ...(status === 405 ? { Allow: allowedMethods } : {}),
      "Content-Type": api ? "application/json; charset=utf-8" : "text/plain; charset=utf-8",
      "Content-Length": String(new TextEncoder().encode(body).byteLength),
      "Cache-Control": errorCaching,
      Connection: "close",
    },
    body,
  };
}

/** The answer as raw HTTP/1.1, for a socket the parser gave up on. */
function rawAnswer(answer: ReturnType<typeof malformedAnswer>, requestId: string, method: string): string {
  const head = Object.entries({ ...answer.headers, "X-Request-Id": requestId })
    .map(([name, value]) => `${name}: ${value}`)
    .join("\r\n");
  // A HEAD is answered with the headers alone (RFC 9110 section 9.3.2).
  return `HTTP/1.1 ${answer.status} ${answer.reason}\r\n${head}\r\n\r\n${method === "HEAD" ? "" : answer.body}`;
}

/** Answers requests Node's parser rejects (`clientError`) with `malformedAnswer`, not Node's empty 400. */
export function answerClientErrors(server: Server, baseUrl: string, log?: Logger): void {
  // Every answer carries a request id, these too (the parser keeps no headers to take one from).
  const requestIds = createRequestIds();
  /** Writes the answer and ends the socket; logs its one request line, as every answer's. */
  const answer = (socket: Socket, method: string, target: string, code?: string, sentId?: string) => {
    const parts = malformedAnswer(code, target, baseUrl);
    const requestId = requestIds(sentId);
    socket.end(rawAnswer(parts, requestId, method));
    const path = loggedPath(target);
    log?.({ level: "info", msg: "request", method, path, status: parts.status, durationMs: 0, requestId });
  };
  server.on("clientError", (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Socket) => {
    if (error.code === "ECONNRESET" || !socket.writable || socket.destroyed) {
      socket.destroy();
      return;
    }
    const { method, target } = requestLineOf(error.rawPacket);
    answer(socket, method, target, error.code);
  });
  // CONNECT (a proxy tunnel) never reaches the request listener: Node would drop the connection.
  server.on("connect", (request: IncomingMessage, socket: Socket) => {
    if (!socket.writable || socket.destroyed) return void socket.destroy();
    const incoming = request.headers["x-request-id"];
    const sentId = typeof incoming === "string" ? incoming : undefined;
    answer(socket, "CONNECT", request.url ?? "", "HPE_INVALID_METHOD", sentId);
  });
}
