import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Service } from "../../src/compose.js";
import { computedWork, type Listening, type ListenOptions, listen } from "../../src/node/listen.js";
import { nodeListener } from "../../src/node/node-listener.js";
import { createWorkGate } from "../../src/node/work-gate.js";
import { testBaseUrl } from "./service.js";

/** The real Node listener on a free loopback port, without a request log, as tests start it. */
export function listenOnLoopback(service: Service, options: Partial<ListenOptions> = {}): Listening {
  return listen(service, {
    port: 0,
    hostname: "127.0.0.1",
    baseUrl: testBaseUrl,
    log: () => {},
    logRequests: false,
    ...options,
  });
}

/** A server on a free loopback port whose service knows its own origin (pages link to it). */
export interface OwnOrigin {
  readonly origin: string;
  readonly server: Server;
  close(): Promise<void>;
}

/**
 * Listens on a free loopback port first, then composes the service with that origin as its base
 * URL, and serves it through the real Node listener: for browsers, which follow the links pages make.
 */
export async function listenAtOwnOrigin(compose: (origin: string) => Service): Promise<OwnOrigin> {
  let listener: RequestListener | undefined;
  const server = createServer((request, response) => listener!(request, response));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  listener = nodeListener(compose(origin), {
    log: () => {},
    logRequests: false,
    gate: createWorkGate(computedWork),
    baseUrl: origin,
    retryAfterSeconds: 1,
  });
  return {
    origin,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
