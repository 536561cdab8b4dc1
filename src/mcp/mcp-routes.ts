import { answerOfResponse } from "../http/answer.js";
import type { Incoming } from "../http/incoming.js";
import type { Route } from "../http/router.js";
import { mcpPaths } from "../routes/file-routes.js";
import type { McpEndpointOptions } from "./mcp-endpoint.js";

/**
 * The `/mcp` routes, for every method (the endpoint answers 405 to what a stateless server does not
 * take). Its card is a site file (`/.well-known/mcp/server-card.json`), prepared with the others.
 * The endpoint, and with it the MCP SDK and its schemas (about 11 MB resident, measured in
 * BENCHMARKS.md), is loaded on the first request to `/mcp`, so a process no assistant calls
 * does not carry it.
 */
export function mcpRoutes(options: McpEndpointOptions): Route[] {
  let endpoint: Promise<(request: Incoming) => Promise<Response>> | undefined;
  const load = () => {
    endpoint ??= import("./mcp-endpoint.js").then(({ mcpEndpoint }) => mcpEndpoint(options));
    return endpoint;
  };
  // With a trailing slash too (`mcpPaths`): its errors stay JSON-RPC.
  return mcpPaths.map((pattern) => ({
    pattern,
    anyMethod: true,
    answer: async ({ incoming }) => answerOfResponse(await (await load())(incoming)),
  }));
}
