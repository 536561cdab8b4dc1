import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { maxHeaderCount } from "../http/request-limits.js";
import type { Logger } from "../http/request-log.js";
import { answerClientErrors } from "./client-error.js";
import { type ConnectionLimits, defaultConnectionLimits, guardConnections } from "./connection-guard.js";
import { type NodeService, nodeListener } from "./node-listener.js";
import { createWorkGate, type WorkGate, type WorkGateOptions } from "./work-gate.js";

// 16 at once as most finish in their turn; 256 waiting is 0.25 s of the costliest searches; 2 ms a turn
// is the longest a prepared answer waits.
/** The gate for answers computed per request: 16 at once, 256 waiting, 2 ms of them per event-loop turn. */
export const computedWork: WorkGateOptions = { concurrency: 16, queue: 256, sliceMs: 2 };

/** Where and how to listen. */
export interface ListenOptions {
  readonly port: number;
  readonly hostname: string;
  /** Public origin, for the links of error envelopes written by the Node edge. */
  readonly baseUrl: string;
  readonly log: Logger;
  readonly logRequests: boolean;
  /** The gate for computed answers, shared with the service's `admission`; `computedWork`'s if absent. */
  readonly gate?: WorkGate;
  /** Connection limits and timeouts; `defaultConnectionLimits()` when absent. */
  readonly connections?: ConnectionLimits;
}

/** A server that has started to listen. */
export type Listening = ReturnType<typeof listen>;

/**
 * Serves a service on a socket, returned before it listens so that signal handlers go in first: the server,
 * `listening` (resolves with the address once the socket listens) and what the connection limits have done.
 */
export function listen(service: NodeService, options: ListenOptions) {
  const gate = options.gate ?? createWorkGate(computedWork);
  const listener = nodeListener(service, { ...options, gate, retryAfterSeconds: 1 });
  const server = createServer(
    // Node's own header limit answers 431 with no body, so the app's JSON needs a larger one; timeouts are
    // checked each second, not 30 s; Host is checked by `validHost`, not with Node's empty 400.
    { maxHeaderSize: 65536, connectionsCheckingInterval: 1000, requireHostHeader: false },
  );
  // Node keeps 2,000 header fields and drops the rest unseen: one past the limit lets the app answer 431.
  server.maxHeadersCount = maxHeaderCount + 1;
  const connections = guardConnections(server, options.connections ?? defaultConnectionLimits(), listener);
  answerClientErrors(server, options.baseUrl, options.logRequests ? options.log : undefined);
  const listening = new Promise<AddressInfo>((resolve) => {
    server.listen(options.port, options.hostname, () => resolve(server.address() as AddressInfo));
  });
  return { server, listening, connections };
}
