import type { Hono } from "hono";
import { serviceRoutes } from "../routes/file-routes.js";
import { type McpEndpointOptions, mcpEndpoint } from "./mcp-endpoint.js";
import { type McpOptions, mcpServerName } from "./mcp-server.js";
import { mcpTools } from "./mcp-tools.js";

/**
 * The MCP server card (`/.well-known/mcp/server-card.json`): what an assistant's client needs to
 * connect (name, version, transport and URL) and the tools it will find, from the same list.
 */
export function mcpServerCard(options: McpOptions & { readonly baseUrl: string }) {
  return {
    name: mcpServerName,
    title: "Stepzy",
    version: options.version,
    description:
      "Read-only tools over Stepzy's user guide, blog, app facts, release history and walking and body-metric calculators.",
    transport: { type: "streamable-http", url: `${options.baseUrl}${serviceRoutes.mcp.pattern}` },
    capabilities: { tools: {}, resources: {} },
    tools: mcpTools(options.operations).map((tool) => ({ name: tool.name, description: tool.purpose })),
    resources: ["stepzy://app", "stepzy://guide/{slug}", "stepzy://blog/{slug}"],
  };
}

/** Registers `/mcp` (every method: the transport answers what it does not support) and the card. */
export function registerMcp(app: Hono, options: McpEndpointOptions): void {
  const endpoint = mcpEndpoint(options);
  app.all(serviceRoutes.mcp.pattern, (c) => endpoint(c.req.raw));
  const card = JSON.stringify(mcpServerCard(options));
  app.get(
    serviceRoutes.mcpServerCard.pattern,
    () =>
      new Response(card, {
        headers: {
          "Content-Type": "application/json; charset=utf-8",
          "Cache-Control": serviceRoutes.mcpServerCard.cacheControl,
        },
      }),
  );
}
