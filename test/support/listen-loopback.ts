import type { Service } from "../../src/compose.js";
import { type Listening, type ListenOptions, listen } from "../../src/node/listen.js";
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
