import type { Service } from "../../src/compose.js";
import type { ContentGraph } from "../../src/content/types.js";
import { type Incoming, incomingOfRequest } from "../../src/http/incoming.js";
import { composeNodeService } from "../../src/node/compose-node.js";
import { nodeEncoders } from "../../src/node/encoders.js";
import { loadContent } from "../../src/node/load-content.js";
import type { WebApp } from "../../src/serve/web-app.js";

/** The base URL tests compose the service with. */
export const testBaseUrl = "https://stepzy.test";

let graphPromise: Promise<ContentGraph> | undefined;

/** The real content graph, loaded once per test file. */
export function testGraph(): Promise<ContentGraph> {
  graphPromise ??= loadContent("content");
  return graphPromise;
}

/** A service over the real content, with compression, as production composes it. */
export async function testService(baseUrl = testBaseUrl): Promise<Service> {
  return composeNodeService(await testGraph(), { baseUrl, encoders: nodeEncoders });
}

/** The app of a test service. */
export async function testApp(baseUrl = testBaseUrl): Promise<WebApp> {
  return (await testService(baseUrl)).app;
}

/** A request as the request path reads it, for a target and headers (GET unless told). */
export function incoming(
  target: string,
  headers: Record<string, string | undefined> = {},
  method = "GET",
): Incoming {
  const sent = Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return incomingOfRequest(new Request(`http://localhost${target}`, { method, headers: sent }));
}
