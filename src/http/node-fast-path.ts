import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerOptions,
  type ServerResponse,
} from "node:http";
import type { FastRequest } from "./fast-answers.js";
import type { AnswerParts } from "./representation.js";
import { maxHeaderBytes, maxUrlLength } from "./request-limits.js";
import type { Logger } from "./request-log.js";

/** What the Node edge asks for a prepared answer. */
export type FastAnswer = (request: FastRequest) => AnswerParts | undefined;

function headerBytes(request: IncomingMessage): number {
  let bytes = 0;
  for (const part of request.rawHeaders) bytes += part.length + 2;
  return bytes;
}

/**
 * A `createServer` for @hono/node-server that answers prepared GET and HEAD requests straight from
 * memory (the Node edge of the fast path: a lookup and one write) and hands everything else to the
 * app. Requests over the size limits always take the app, which answers 414 or 431.
 */
export function createFastPathServer(fastAnswer: FastAnswer, log: Logger, logRequests: boolean) {
  return (options: ServerOptions, appListener: RequestListener): Server => {
    const listener = (request: IncomingMessage, response: ServerResponse) => {
      const method = request.method;
      const target = request.url ?? "/";
      if (
        (method === "GET" || method === "HEAD") &&
        target.length <= maxUrlLength &&
        headerBytes(request) <= maxHeaderBytes
      ) {
        const started = logRequests ? performance.now() : 0;
        const parts = fastAnswer({
          target,
          accept: request.headers.accept,
          acceptEncoding: request.headers["accept-encoding"],
          ifNoneMatch: request.headers["if-none-match"],
        });
        if (parts) {
          response.writeHead(parts.status, parts.headers);
          response.end(method === "HEAD" ? undefined : (parts.body ?? undefined));
          if (logRequests) {
            const query = target.indexOf("?");
            log({
              time: new Date().toISOString(),
              level: "info",
              msg: "request",
              method,
              path: (query === -1 ? target : target.slice(0, query)).slice(0, 512),
              status: parts.status,
              durationMs: Math.round((performance.now() - started) * 1000) / 1000,
            });
          }
          return;
        }
      }
      appListener(request, response);
    };
    return createServer(options, listener);
  };
}
