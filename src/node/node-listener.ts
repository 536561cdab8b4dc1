import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import type { Service } from "../compose.js";
import { commonHeaders } from "../http/common-headers.js";
import type { Incoming } from "../http/incoming.js";
import { allowedMethods } from "../http/preflight.js";
import type { AnswerParts } from "../http/representation.js";
import { createRequestIds } from "../http/request-id.js";
import type { Logger } from "../http/request-log.js";
import { mcpPaths, serviceRoutes } from "../routes/file-routes.js";
import { routedPath } from "../serve/answer-request.js";
import { busyAnswer } from "./busy-answer.js";
import { malformedAnswer } from "./client-error.js";
import { type RawHeaderFacts, readRawHeaders } from "./raw-headers.js";
import type { WorkGate } from "./work-gate.js";

/** What the Node adapter asks of the service: the one request path, split where the gate sits. */
export type NodeService = Pick<Service, "lookup" | "route">;

/** What the Node listener needs besides the service. */
export interface NodeListenerOptions {
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
function headerList(headers: Readonly<Record<string, string>>): string[] {
  const list: string[] = [];
  for (const name in headers) list.push(name, headers[name]!);
  return list;
}

function pathOf(target: string): string {
  const query = target.indexOf("?");
  return (query === -1 ? target : target.slice(0, query)).slice(0, 512);
}

const absoluteForm = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#]*/;

/**
 * A request target in origin form, an absolute form cut to path and query before any rule (CVE-2026-34475).
 * @example originForm("http://evil.example?x=1") // "/?x=1"
 */
export function originForm(target: string): string {
  if (target.startsWith("/")) return target;
  const scheme = absoluteForm.exec(target);
  if (!scheme) return target;
  const rest = target.slice(scheme[0].length);
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/** A Node request as a Web Request, for the one route that reads a body (MCP). */
function webRequestOf(request: IncomingMessage, target: string): Request {
  const headers = new Headers();
  const raw = request.rawHeaders;
  for (let index = 0; index < raw.length; index += 2) headers.append(raw[index]!, raw[index + 1]!);
  const method = request.method ?? "GET";
  const body = method === "GET" || method === "HEAD" ? {} : { body: Readable.toWeb(request), duplex: "half" };
  return new Request(`http://localhost${target}`, { method, headers, ...body } as RequestInit);
}

/** A Node request as the request path reads it (`Incoming`). */
function incomingOf(request: IncomingMessage, facts: RawHeaderFacts, target: string): Incoming {
  return {
    method: request.method ?? "GET",
    target,
    accept: facts.accept,
    acceptEncoding: facts.acceptEncoding,
    ifNoneMatch: facts.ifNoneMatch,
    headersFit: facts.fits,
    header: (name) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value.join(", ") : value;
    },
    webRequest: () => webRequestOf(request, target),
  };
}

/** What the listener keeps for its life. */
interface Listener {
  readonly service: NodeService;
  readonly options: NodeListenerOptions;
  readonly requestIds: (sent: string | undefined) => string;
  readonly asteriskOptions: AnswerParts;
  /** A prepared answer's header list, made once (and copied to add the request id). */
  readonly preparedHeaders: WeakMap<object, string[]>;
}

/** One request and its response, as the listener answers it. */
interface Exchange {
  readonly request: IncomingMessage;
  readonly response: ServerResponse;
  readonly started: number;
  readonly requestId: string;
}

/** The Node adapter: prepared answers at the gate's next turn, the rest through the gate, 503 when full. */
export function nodeListener(service: NodeService, options: NodeListenerOptions): RequestListener {
  const listener: Listener = {
    service,
    options,
    requestIds: createRequestIds(),
    // The answer to `OPTIONS *`: what every path of this server allows.
    asteriskOptions: {
      status: 204,
      headers: { ...commonHeaders(options.baseUrl), Allow: allowedMethods, "Cache-Control": "no-store" },
      body: null,
    },
    preparedHeaders: new WeakMap(),
  };
  return (request, response) => answerRequest(listener, request, response);
}

function answerRequest(listener: Listener, request: IncomingMessage, response: ServerResponse): void {
  const { options, service } = listener;
  const facts = readRawHeaders(request.rawHeaders, request.httpVersion);
  const exchange: Exchange = {
    request,
    response,
    started: options.logRequests ? performance.now() : 0,
    // Every answer carries its request id (the client's own when sane), and its log line too.
    requestId: listener.requestIds(facts.requestId),
  };
  const target = originForm(request.url ?? "/");
  const asterisk = target === "*" && request.method === "OPTIONS";
  if (!facts.hostValid || !(target.startsWith("/") || asterisk)) {
    // Node's own answer to a missing Host is an empty 400 (`requireHostHeader`, off here); a
    // target in no form a server reads (`GET *`) is as malformed.
    write(listener, exchange, malformedAnswer(undefined, target, options.baseUrl));
    return;
  }
  if (asterisk) {
    // The asterisk form asks about the server as a whole (RFC 9110 section 9.3.7).
    write(listener, exchange, listener.asteriskOptions);
    return;
  }
  const incoming = incomingOf(request, facts, target);
  const prepared = service.lookup(incoming);
  if (prepared) options.gate.ahead(() => write(listener, exchange, prepared, true));
  else routeInTurn(listener, exchange, incoming, pathOf(target));
}

/** A request without a prepared answer, routed in its turn. */
function routeInTurn(listener: Listener, exchange: Exchange, incoming: Incoming, path: string): void {
  const { options } = listener;
  // Health never queues: a full gate sheds computed requests, but a load balancer must not think it dead.
  if (path === serviceRoutes.health.pattern) {
    options.gate.ahead(() => routed(listener, exchange, incoming, () => {}));
    return;
  }
  // MCP reads its body first (at most 64 KB), then admits its calls itself: a slow sender holds no place.
  // Any spelling the router reads as /mcp (`/%6Dcp`), or the body would be read with a place held.
  if (mcpPaths.includes(path) || (/[%.\\]/.test(path) && mcpPaths.includes(routedPath(incoming.target)))) {
    routed(listener, exchange, incoming, () => {});
    return;
  }
  const accepted = options.gate.offer((done) => {
    if (exchange.response.destroyed) {
      if (options.logRequests) logRequest(listener, exchange, 499, true);
      done();
      return undefined;
    }
    return routed(listener, exchange, { ...incoming, admitted: true }, done);
  });
  if (!accepted) write(listener, exchange, busyAnswer(path, options.baseUrl, options.retryAfterSeconds));
}

/** The routed answer, written when made; `done` once it is written (or the client has gone). */
function routed(
  listener: Listener,
  exchange: Exchange,
  incoming: Incoming,
  done: () => void,
): "continues" | undefined {
  const made = listener.service.route(incoming);
  if (!(made instanceof Promise)) {
    write(listener, exchange, made);
    done();
    return undefined;
  }
  made.then((parts) => write(listener, exchange, parts)).finally(done);
  return "continues";
}

/** Writes an answer, with its request id, and logs its one request line. */
function write(listener: Listener, exchange: Exchange, parts: AnswerParts, prepared = false): void {
  const { request, response, requestId } = exchange;
  const { logRequests } = listener.options;
  if (response.destroyed) {
    if (logRequests) logRequest(listener, exchange, parts.status, true);
    return;
  }
  let headers: string[];
  if (prepared) {
    let flat = listener.preparedHeaders.get(parts.headers);
    if (!flat) {
      flat = headerList(parts.headers);
      listener.preparedHeaders.set(parts.headers, flat);
    }
    headers = flat.slice();
  } else headers = headerList(parts.headers);
  headers.push("X-Request-Id", requestId);
  response.writeHead(parts.status, headers);
  const body = parts.body;
  if (request.method === "HEAD" || body === null) response.end();
  else if (body instanceof Uint8Array) response.end(body);
  else {
    // The chunks of an error page made per request: Node corks the writes of one tick into one.
    for (let index = 0; index < body.length - 1; index++) response.write(body[index]!);
    response.end(body[body.length - 1]);
  }
  if (logRequests) logRequest(listener, exchange, parts.status, false);
}

/** The one request line, whichever way the request was answered. */
function logRequest(listener: Listener, exchange: Exchange, status: number, aborted: boolean): void {
  const { request, started, requestId } = exchange;
  listener.options.log({
    level: "info",
    msg: "request",
    method: request.method ?? "",
    path: pathOf(request.url ?? "/"),
    status,
    durationMs: Math.round((performance.now() - started) * 1000) / 1000,
    requestId,
    aborted,
  });
}
