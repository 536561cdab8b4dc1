import type { AnyOperation } from "../api/operation.js";
import { serviceRoutes } from "../routes/file-routes.js";
import { appFactsUri, mcpProtocolVersion, mcpServerName, resourceTemplates } from "./mcp-names.js";
import { mcpTools } from "./mcp-tools.js";

/** What the server card is made of. */
export interface ServerCardOptions {
  readonly operations: readonly AnyOperation[];
  /** The service's version. */
  readonly version: string;
  /** The public origin the server's URL is built from. */
  readonly baseUrl: string;
}

/** The MCP server card (`/.well-known/mcp/server-card.json`), from the same lists the server answers with. */
export function mcpServerCard(options: ServerCardOptions) {
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
