import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { buildOpenApiDocument } from "../api/openapi/build-openapi.js";
import { apiVersion } from "../api/operations/discovery-operations.js";
import { operations } from "../api/routes.js";
import { apiContextFactory, createSnapshot } from "../compose.js";
import { readConfig } from "../config/config.js";
import { createMcpServer } from "../mcp/mcp-server.js";
import { loadContent } from "../node/load-content.js";
import { createSiteUrls } from "../routes/site-urls.js";

// `npm run mcp:stdio`: the MCP server over stdio for clients that start a local process; stdout is the
// protocol's, so messages go to stderr.
const config = readConfig({ BASE_URL: "https://stepzy.app", ...process.env });
const graph = await loadContent(config.contentDir);
const snapshot = createSnapshot(graph);
const context = apiContextFactory(
  createSiteUrls(config.baseUrl),
  operations,
  buildOpenApiDocument(operations, config.baseUrl),
);
const server = createMcpServer({ operations, version: apiVersion, context: () => context(snapshot) });
await server.connect(new StdioServerTransport());
console.error(`Stepzy MCP server on stdio (content ${graph.version}, links to ${config.baseUrl})`);
