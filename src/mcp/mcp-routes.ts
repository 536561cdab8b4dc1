import { plainAnswer } from "../http/answer.js";
import type { Incoming } from "../http/incoming.js";
import type { Route } from "../http/router.js";
import { mcpPaths, serviceRoutes } from "../routes/file-routes.js";
import type { McpEndpointOptions } from "./mcp-endpoint.js";

/** The `/mcp` routes, for every method (the endpoint itself answers 405 to those it does not take). */
export function mcpRoutes(options: McpEndpointOptions): Route[] {
  // Loaded on first use: the SDK and its schemas take about 11 MB resident (BENCHMARKS.md).
  let endpoint: Promise<(request: Incoming) => Promise<Response>> | undefined;
  const load = () => {
    endpoint ??= import("./mcp-endpoint.js").then(({ mcpEndpoint }) => mcpEndpoint(options));
    return endpoint;
  };
  // With a trailing slash too (`mcpPaths`): its errors stay JSON-RPC.
  return mcpPaths.map((pattern) => ({
    pattern,
    anyMethod: true,
    answer: async ({ incoming }) => {
      // The SDK's Response as an answer: its body read whole (MCP answers are bounded).
      const response = await (await load())(incoming);
      const body = response.body === null ? null : new Uint8Array(await response.arrayBuffer());
      const answer = plainAnswer(response.status, Object.fromEntries(response.headers), body);
      // The SDK's own answers (its 406, 415 and results) say nothing of caching: none may keep them.
      if (Object.keys(answer.headers).some((name) => name.toLowerCase() === "cache-control")) return answer;
      return { ...answer, headers: { ...answer.headers, "Cache-Control": serviceRoutes.mcp.cacheControl } };
    },
  }));
}
