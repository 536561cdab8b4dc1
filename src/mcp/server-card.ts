import { serviceRoutes } from "../routes/file-routes.js";
import type { McpEndpointOptions } from "./mcp-endpoint.js";
import { appFactsUri, mcpProtocolVersion, mcpServerName, resourceTemplates } from "./mcp-names.js";
import { mcpTools } from "./mcp-tools.js";

/** The MCP server card (`/.well-known/mcp/server-card.json`), from the same lists the server answers with. */
export function mcpServerCard(options: Pick<McpEndpointOptions, "operations" | "version" | "baseUrl">) {
  return {
    name: mcpServerName,
    title: "Stepzy",
    version: options.version,
    protocolVersion: mcpProtocolVersion,
    description:
      "Read-only tools over Stepzy's user guide, blog, app facts, release history and walking and body-metric calculators.",
    transport: { type: "streamable-http", url: `${options.baseUrl}${serviceRoutes.mcp.pattern}` },
    authentication: "none",
    capabilities: { tools: {}, resources: {} },
    tools: mcpTools(options.operations).map((tool) => ({ name: tool.name, description: tool.purpose })),
    resources: [appFactsUri, ...resourceTemplates.map((template) => template.uriTemplate)],
  };
}
