import { type IncomingMessage, type Server, STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import { methodNotAllowedError } from "../api/errors.js";
import { errorAnswer } from "../api/json-response.js";
import { operations } from "../api/routes.js";
import { commonHeaders } from "../http/common-headers.js";
import { targetPath } from "../http/incoming.js";
import { allowedMethods } from "../http/preflight.js";
import { type AnswerParts, answerBytes } from "../http/representation.js";
import { createRequestIds } from "../http/request-id.js";
import { type Logger, loggedPath } from "../http/request-log.js";
import { isApiPath } from "../routes/file-routes.js";
import { oversizeAnswer, textError } from "../serve/answer-request.js";
import { methodNotAllowed } from "../site/site-errors.js";

/** Statuses of requests Node's parser rejects, by its error code; 400 for any other. */
const statusOf: Readonly<Record<string, 405 | 408 | 414 | 431>> = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_URI_TOO_LONG: 414,
  // A method Node does not know (`FOO`, `get`): the API's answer to any method but GET (docs/http.md).
  HPE_INVALID_METHOD: 405,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/** The method and request target of a rejected request's first line, as far as they can be read. */
function requestLineOf(rawPacket: Buffer | undefined): { method: string; target: string } {
  // A method token, then an origin-form target: a later chunk of a long line ("xxx HTTP/1.1") is none.
  const line = /^([!-~]{1,24}) (\/[^ \r\n]*)?/.exec(rawPacket?.toString("latin1").slice(0, 8192) ?? "");
  return { method: line?.[1] ?? "", target: line?.[2] ?? "" };
}

/** The answer to a request rejected before the app sees it: the Error envelope under /api, else text. */
export function malformedAnswer(code: string | undefined, target: string, baseUrl: string) {
  const status = statusOf[code ?? ""] ?? 400;
  // An unreadable target gets JSON (API clients parse it, browsers show it); a backslash is a slash to URL
  // parsers (`/api\v1\app` is under /api).
  const api = target === "" || isApiPath(targetPath(target).replaceAll("\\", "/"));
  const message =
    status === 408
      ? "The request did not arrive in time."
      : "The request is malformed: its request line, its Host or another header is not valid HTTP/1.1.";
  const hint =
    "Send a well-formed HTTP/1.1 request: a percent-encoded ASCII path, valid header names and values, and one valid Host header.";
  const parts: AnswerParts =
    status === 414 || status === 431
      ? oversizeAnswer(status, target, { operations, baseUrl }, api)
      : status === 405
        ? api
          ? errorAnswer(methodNotAllowedError(allowedMethods), baseUrl, { Allow: allowedMethods })
          : methodNotAllowed()
        : api
          ? errorAnswer({ code: "invalid_parameter", status, message, hint }, baseUrl)
          : textError(status, `${message}\n`);
  // The reason phrase of the status sent (the API answers a 431 with its 400, an unknown long path with 404).
  const reason = STATUS_CODES[parts.status] ?? "Bad Request";
  return { ...parts, reason, headers: { ...commonHeaders(baseUrl), ...parts.headers, Connection: "close" } };
}

/** Answers requests Node's parser rejects (`clientError`) with `malformedAnswer`, not Node's empty 400. */
export function answerClientErrors(server: Server, baseUrl: string, log?: Logger): void {
  // Every answer carries a request id, these too (the parser keeps no headers to take one from).
  const requestIds = createRequestIds();
  /** Writes the answer as raw HTTP/1.1 and ends the socket; logs its one request line, as every answer's. */
  const answer = (socket: Socket, method: string, target: string, code?: string, sentId?: string) => {
    const parts = malformedAnswer(code, target, baseUrl);
    const requestId = requestIds(sentId);
    const head = Object.entries({ ...parts.headers, "X-Request-Id": requestId })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("");
    socket.write(`HTTP/1.1 ${parts.status} ${parts.reason}\r\n${head}\r\n`);
    // A HEAD is answered with the headers alone (RFC 9110 section 9.3.2).
    socket.end(method === "HEAD" || parts.body === null ? "" : answerBytes(parts.body));
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
