import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { maxHeaderCount } from "../http/request-limits.js";
import type { Logger } from "../http/request-log.js";
import { answerClientErrors } from "./client-error.js";
import {
  type ConnectionGuard,
  type ConnectionLimits,
  defaultConnectionLimits,
  guardConnections,
} from "./connection-guard.js";
import { type NodeService, nodeListener } from "./node-listener.js";
import { createWorkGate, type WorkGate, type WorkGateOptions } from "./work-gate.js";

/**
 * The gate for answers computed per request: 16 at once (most finish within their turn; the rest
 * wait on compression or a hash), 256 waiting (a quarter of a second of the costliest searches),
 * 2 ms of them per turn of the event loop, so prepared answers wait at most that long.
 */
export const computedWork: WorkGateOptions = { concurrency: 16, queue: 256, sliceMs: 2 };

/** Where and how to listen. */
export interface ListenOptions {
  readonly port: number;
  readonly hostname: string;
  /** Public origin, for the links of error envelopes written by the Node edge. */
  readonly baseUrl: string;
  readonly log: Logger;
  readonly logRequests: boolean;
  /**
   * The gate for computed answers, shared with the service's `admission` (MCP tool calls wait in
   * it too); a gate of `computedWork` when absent.
   */
  readonly gate?: WorkGate;
  /** Connection limits and timeouts; `defaultConnectionLimits()` when absent. */
  readonly connections?: ConnectionLimits;
}

/** A server that has started to listen. */
export interface Listening {
  readonly server: Server;
  /** Resolves with the address once the socket listens. */
  readonly listening: Promise<AddressInfo>;
  /** What the connection limits have done. */
  readonly connections: ConnectionGuard;
}

/**
 * Serves a composed service on a socket: prepared answers from memory, everything else through the
 * work gate and the routed path. The server is returned at once, so that signal handlers can be installed
 * before it listens.
 */
export function listen(service: NodeService, options: ListenOptions): Listening {
  const listener = nodeListener(service, {
    log: options.log,
    logRequests: options.logRequests,
    gate: options.gate ?? createWorkGate(computedWork),
    baseUrl: options.baseUrl,
    retryAfterSeconds: 1,
  });
  const server = createServer(
    // Node's own header limit answers 431 without a body; a larger one lets the app answer JSON
    // 414/431. Node checks header timeouts every `connectionsCheckingInterval` (30 s by default).
    // Host is checked with the other headers (`validHost`), so that a request without one gets the
    // same answer as any malformed request rather than Node's empty 400.
    { maxHeaderSize: 65536, connectionsCheckingInterval: 1000, requireHostHeader: false },
  );
  // Node keeps 2,000 header fields by default and drops the rest unseen: one past the limit is
  // enough for the app to answer 431.
  server.maxHeadersCount = maxHeaderCount + 1;
  const connections = guardConnections(server, options.connections ?? defaultConnectionLimits(), listener);
  answerClientErrors(server, options.baseUrl);
  const listening = new Promise<AddressInfo>((resolve) => {
    server.listen(options.port, options.hostname, () => resolve(server.address() as AddressInfo));
  });
  return { server, listening, connections };
}
