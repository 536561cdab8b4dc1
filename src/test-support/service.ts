import type { Hono } from "hono";
import { composeService, type Service } from "../compose.js";
import { loadContent } from "../content/load-content.js";
import type { ContentGraph } from "../content/types.js";
import { nodeEncoders } from "../http/node-encoders.js";

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
  return composeService(await testGraph(), { baseUrl, encoders: nodeEncoders });
}

/** The app of a test service. */
export async function testApp(baseUrl = testBaseUrl): Promise<Hono> {
  return (await testService(baseUrl)).app;
}
