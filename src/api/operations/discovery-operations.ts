import { contentCaching } from "../../routes/caching.js";
import { apiEntryPaths, fileRoutes, serviceRoutes } from "../../routes/file-routes.js";
import { defineOperation, noPathParams } from "../operation.js";
import { apiIndexSchema, openApiDocumentSchema } from "../schemas/index-schema.js";

/** The API version, the same in `ApiIndex.version` and the OpenAPI `info.version` (docs/api.md). */
export const apiVersion = "1.0.0";

/** `getApiIndex`: the live endpoint list. */
export const getApiIndex = defineOperation({
  operationId: "getApiIndex",
  cacheKeys: () => ["api"],
  prepare: noPathParams,
  path: apiEntryPaths.index,
  summary: "API index",
  description:
    "The live list of endpoints with links to the OpenAPI document, the developer page, /llms.txt and /agents.md.",
  tag: "Discovery",
  response: apiIndexSchema,
  handle: ({ context }) => {
    const { urls } = context;
    return {
      name: "Stepzy Web API",
      version: apiVersion,
      description: `Read-only JSON API of ${context.graph.app.name}: app facts, release history, the user guide, blog articles, eight walking and body-metric calculators, and search. The same are MCP tools at mcpServer (Streamable HTTP), described by /.well-known/mcp/server-card.json.`,
      openapi: urls.absolute(apiEntryPaths.openapi),
      documentation: urls.page("developers"),
      agentInstructions: urls.absolute(fileRoutes.agentsMd.path),
      llmsTxt: urls.absolute(fileRoutes.llmsTxt.path),
      mcpServer: urls.absolute(serviceRoutes.mcp.pattern),
      authentication: "none" as const,
      // Exactly the keys docs/api.md names; the MCP server is told of in `description` and `mcpServer`.
      conventions: {
        dates: "Dates are YYYY-MM-DD strings (full-date).",
        units:
          "Result members carry their unit in the name (kcal, miles, kilometers, Bpm, fluidOunces); inputs are US customary unless units=metric.",
        pagination:
          "limit caps a list (releases, articles, search) and offset skips items (articles); total counts matching items before paging, count the items in the response.",
        errors:
          "Every failure is a JSON Error envelope {error: {code, message, hint, status, parameter?}}; codes are stable. Unknown or repeated query parameters are errors.",
        search:
          "GET /api/v1/search?q= ranks articles, guide pages, calculators and audience pages; higher score is more relevant.",
        markdown: "Every web page is also Markdown: send Accept: text/markdown or append .md to its path.",
        caching: `Every 200 has a strong ETag (send If-None-Match for a 304) and Cache-Control: ${contentCaching}.`,
      },
      endpoints: context.operations.map((operation) => ({
        method: "GET",
        path: operation.path,
        operationId: operation.operationId,
        summary: operation.summary,
      })),
    };
  },
});

/** `getOpenApiDocument`: the OpenAPI 3.1 description of this API. */
export const getOpenApiDocument = defineOperation({
  operationId: "getOpenApiDocument",
  cacheKeys: () => ["api"],
  prepare: noPathParams,
  path: apiEntryPaths.openapi,
  summary: "OpenAPI document",
  description: "This OpenAPI 3.1.0 document, generated from the same declarations the server uses.",
  tag: "Discovery",
  response: openApiDocumentSchema,
  handle: ({ context }) => context.openapiDocument,
});
