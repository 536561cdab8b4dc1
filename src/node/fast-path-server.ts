import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerOptions,
  type ServerResponse,
} from "node:http";
import { commonHeaders } from "../http/common-headers.js";
import { allowedMethods } from "../http/cors.js";
import type { FastRequest } from "../http/fast-answers.js";
import type { AnswerParts } from "../http/representation.js";
import { createRequestIds } from "../http/request-id.js";
import { maxUrlLength } from "../http/request-limits.js";
import type { Logger } from "../http/request-log.js";
import { mcpPaths, serviceRoutes } from "../routes/file-routes.js";
import { busyAnswer } from "./busy-answer.js";
import { malformedAnswer } from "./client-error.js";
import { insideGate } from "./inside-gate.js";
import { readRawHeaders } from "./raw-headers.js";
import type { WorkGate } from "./work-gate.js";

/** What the Node edge asks of the service. */
export interface FastPathService {
  /** A prepared answer: a lookup, no computation. */
  preparedAnswer(request: FastRequest): AnswerParts | undefined;
  /** A computed answer without the router (calculators, search), or undefined. */
  computedAnswer(request: FastRequest): AnswerParts | undefined;
}

/** What the Node listener needs besides the service. */
export interface FastPathOptions {
  readonly log: Logger;
  readonly logRequests: boolean;
  /** Where every request without a prepared answer waits for its turn. */
  readonly gate: WorkGate;
  /** Public origin, for the links of the 503 Error envelope. */
  readonly baseUrl: string;
  /** Seconds a refused client is asked to wait (`Retry-After`). */
  readonly retryAfterSeconds: number;
}

/** Headers as the flat list `writeHead` takes: name, value, name, value... */
const textEncoder = new TextEncoder();

/** The answer to `OPTIONS *`: what every path of this server allows. */
function serverOptionsAnswer(baseUrl: string): AnswerParts {
  return {
    status: 204,
    headers: { ...commonHeaders(baseUrl), Allow: allowedMethods, "Cache-Control": "no-store" },
    body: null,
  };
}

function headerList(headers: Readonly<Record<string, string>>): string[] {
  const list: string[] = [];
  for (const name in headers) list.push(name, headers[name]!);
  return list;
}

function pathOf(target: string): string {
  const query = target.indexOf("?");
  return (query === -1 ? target : target.slice(0, query)).slice(0, 512);
}

/**
 * A `createServer` for @hono/node-server that answers prepared GET and HEAD requests straight from
 * memory (a lookup, and one write at the gate's next turn with the others read by then) and passes
 * every other request through the work gate, where it waits its turn to be computed without the
 * router (calculators, search) or by the app; when the gate is full it answers 503 with
 * `Retry-After`. Requests over the size limits always take the app, which answers 414 or 431.
 */
export function createFastPathServer(service: FastPathService, options: FastPathOptions) {
  const { log, logRequests, gate } = options;
  const requestIds = createRequestIds();
  const asteriskOptions = serverOptionsAnswer(options.baseUrl);
  /** The one request line, whichever way the request was answered. */
  const logRequest = (
    request: IncomingMessage,
    requestId: string,
    status: number,
    started: number,
    aborted?: boolean,
  ) =>
    // One object of one shape per request (no spread): the line builder reads `aborted` as a flag.
    log({
      level: "info",
      msg: "request",
      method: request.method ?? "",
      path: pathOf(request.url ?? "/"),
      status,
      durationMs: Math.round((performance.now() - started) * 1000) / 1000,
      requestId,
      aborted: aborted === true,
    });
  // Headers as the flat list `writeHead` takes, so that the request id joins them without
  // `setHeader` (which sends every header of the answer through Node's slower merge). A prepared
  // answer's list is made once; a computed answer's headers are new each time, and remembering them
  // in the WeakMap cost more than making the list (a weak entry per request for the collector).
  const preparedHeaders = new WeakMap<object, string[]>();
  const write = (
    request: IncomingMessage,
    response: ServerResponse,
    parts: AnswerParts,
    started: number,
    requestId: string,
    prepared = false,
  ) => {
    let headers: string[];
    if (prepared) {
      let flat = preparedHeaders.get(parts.headers);
      if (!flat) {
        flat = headerList(parts.headers);
        preparedHeaders.set(parts.headers, flat);
      }
      headers = flat.slice();
    } else headers = headerList(parts.headers);
    headers.push("X-Request-Id", requestId);
    response.writeHead(parts.status, headers);
    const body = parts.body;
    if (request.method === "HEAD" || body === null) response.end();
    else if (body instanceof Uint8Array) response.end(body);
    else {
      // Runs of a body made per request: Node corks the writes of one tick into one.
      for (let index = 0; index < body.length - 1; index++) response.write(body[index]!);
      response.end(body[body.length - 1]);
    }
    if (logRequests) logRequest(request, requestId, parts.status, started);
  };
  return (serverOptions: ServerOptions, appListener: RequestListener): Server => {
    const listener = (request: IncomingMessage, response: ServerResponse) => {
      const started = logRequests ? performance.now() : 0;
      const headers = readRawHeaders(request.rawHeaders, request.httpVersion);
      // Every answer carries its request id (the client's own when sane), and its log line too.
      const requestId = requestIds(headers.requestId);
      const method = request.method;
      const target = request.url ?? "/";
      if (!headers.hostValid) {
        // Node's own answer to a missing Host is an empty 400 (`requireHostHeader`, off here).
        const answer = malformedAnswer(undefined, target, options.baseUrl);
        const body = textEncoder.encode(answer.body);
        write(
          request,
          response,
          { status: answer.status, headers: answer.headers, body },
          started,
          requestId,
        );
        return;
      }
      if (target === "*" && method === "OPTIONS") {
        // The asterisk form asks about the server as a whole (RFC 9110 section 9.3.7).
        write(request, response, asteriskOptions, started, requestId);
        return;
      }
      const simple = (method === "GET" || method === "HEAD") && target.length <= maxUrlLength && headers.fits;
      const fast: FastRequest = {
        target,
        accept: headers.accept,
        acceptEncoding: headers.acceptEncoding,
        ifNoneMatch: headers.ifNoneMatch,
      };
      if (simple) {
        const parts = service.preparedAnswer(fast);
        if (parts) {
          // Written at the gate's next turn with every other prepared answer read by then.
          gate.soon(() => {
            if (response.destroyed) {
              if (logRequests) logRequest(request, requestId, parts.status, started, true);
            } else write(request, response, parts, started, requestId, true);
          });
          return;
        }
      }
      /**
       * The app answers; `done` once the answer is finished or the client has gone. Its work goes on
       * after this call returns (the app routes asynchronously): `continues`, for the gate.
       */
      const routed = (done: () => void, holdsPlace: boolean) => {
        response.setHeader("X-Request-Id", requestId);
        response.once("close", () => {
          done();
          if (logRequests)
            logRequest(request, requestId, response.statusCode, started, !response.writableFinished);
        });
        if (holdsPlace) insideGate.run(true, () => appListener(request, response));
        else appListener(request, response);
        return "continues" as const;
      };
      const path = pathOf(target);
      // The health check says whether this process can serve, so it never queues behind computed
      // work: answered at the gate's next turn, as prepared answers are. A full gate sheds computed
      // requests with 503, but the process does not look dead to a load balancer.
      if (path === serviceRoutes.health.pattern) {
        gate.soon(() => routed(() => {}, false));
        return;
      }
      // The MCP endpoint reads its body first (I/O, at most 64 KB), then admits its calls to the
      // gate itself, so that a slow sender holds no place in it.
      if (mcpPaths.includes(path)) {
        routed(() => {}, false);
        return;
      }
      const accepted = gate.offer((done) => {
        if (response.destroyed) {
          done();
          return undefined;
        }
        if (simple) {
          const parts = service.computedAnswer(fast);
          if (parts) {
            write(request, response, parts, started, requestId);
            done();
            return undefined;
          }
        }
        return routed(done, true);
      });
      if (!accepted)
        write(
          request,
          response,
          busyAnswer(pathOf(target), options.baseUrl, options.retryAfterSeconds),
          started,
          requestId,
        );
    };
    return createServer(serverOptions, listener);
  };
}
