import { readFileSync } from "node:fs";
import type { IncomingMessage, RequestListener, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";

/** How many connections the server keeps, and for how long. */
export interface ConnectionLimits {
  /** Open connections at most; past it the oldest idle one is closed for each new one. */
  readonly maxConnections: number;
  /** Time a client has to send a complete request head, the first or the next on a connection. */
  readonly headersTimeoutMs: number;
  /** Time a connection may stay silent in either direction before it is closed. */
  readonly idleTimeoutMs: number;
  /** Time an idle keep-alive connection is kept after an answer. */
  readonly keepAliveTimeoutMs: number;
  /** Requests read on one connection whose answers the client has not taken yet. */
  readonly maxUnreadAnswers: number;
}

/** The open-file limit of this process (Linux `/proc/self/limits`), or 1,024 where it cannot be read. */
export function openFileLimit(): number {
  try {
    const line = /Max open files\s+(\d+|unlimited)/.exec(readFileSync("/proc/self/limits", "utf8"));
    if (line?.[1] === "unlimited") return 1_048_576;
    return line?.[1] ? Number(line[1]) : 1024;
  } catch {
    return 1024;
  }
}

/** The service's limits: up to 10,000 connections, leaving 256 file descriptors for everything else. */
export function defaultConnectionLimits(fileLimit = openFileLimit()): ConnectionLimits {
  return {
    maxConnections: Math.max(64, Math.min(10_000, fileLimit - 256)),
    // Node checks every second, so a connection that sends nothing closes after 10-11 s.
    headersTimeoutMs: 10_000,
    idleTimeoutMs: 30_000,
    keepAliveTimeoutMs: 5_000,
    maxUnreadAnswers: 64,
  };
}

interface Tracked {
  /** Requests read whose answers have not been handed to the operating system yet. */
  pending: number;
}

/** Puts a Node HTTP server under `limits`; `listener` answers each request once it is counted. */
export function guardConnections(server: Server, limits: ConnectionLimits, listener: RequestListener) {
  const guard: Guard = { limits, open: new Map(), evicted: 0, unread: 0 };
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.headersTimeoutMs * 3;
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.setTimeout(limits.idleTimeoutMs, (socket) => socket.destroy());
  server.on("connection", (socket: Socket) => admitConnection(guard, socket));
  // The server's one request listener: each request counted, then answered.
  server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    countRequest(guard, request.socket, response);
    listener(request, response);
  });
  // What the guard has done, for tests and logs.
  return guard as Readonly<Guard>;
}

/** The guard's state: the open connections, oldest first, and what it has closed. */
interface Guard {
  readonly limits: ConnectionLimits;
  readonly open: Map<Socket, Tracked>;
  /** Idle connections closed to make room for new ones. */
  evicted: number;
  /** Connections closed because the client stopped reading its answers. */
  unread: number;
}

/** Admits a connection; at the limit the oldest idle one goes (as in nginx), so idle ones lock no one out. */
function admitConnection(guard: Guard, socket: Socket): void {
  if (guard.open.size >= guard.limits.maxConnections) {
    let idle: Socket | undefined;
    for (const [candidate, state] of guard.open) {
      if (state.pending === 0) {
        idle = candidate;
        break;
      }
    }
    if (!idle) {
      socket.destroy();
      return;
    }
    guard.open.delete(idle);
    idle.destroy();
    guard.evicted++;
  }
  guard.open.set(socket, { pending: 0 });
  socket.once("close", () => guard.open.delete(socket));
}

/** The connection's count an answer settles when it is handed over. */
const countedIn = Symbol("counted in");

/** A response whose request the guard counted. */
type Counted = ServerResponse & { [countedIn]?: Tracked };

/** Counts a request until its answer is handed over; too many unread answers close the connection. */
function countRequest(guard: Guard, socket: Socket, response: ServerResponse): void {
  // One listener for all: closures per request plus a second request listener: 1.04x-1.07x CPU (bench:duel).
  const state = guard.open.get(socket);
  if (!state) return;
  state.pending++;
  (response as Counted)[countedIn] = state;
  response.on("finish", settleAnswer);
  // Node stops reading a socket only after the chunk it parses, which can hold hundreds of requests.
  if (state.pending > guard.limits.maxUnreadAnswers && !socket.destroyed) {
    guard.unread++;
    socket.destroy();
  }
}

/** An answer handed to the operating system (`finish`): one fewer unread on its connection. */
function settleAnswer(this: ServerResponse): void {
  const state = (this as Counted)[countedIn];
  if (state) state.pending--;
}
