import { z } from "zod";
import { component, uriString } from "./registry.js";

/** The live endpoint list (docs/api.md). */
export const apiIndexSchema = component(
  "ApiIndex",
  z.object({
    name: z.string(),
    version: z.string(),
    description: z.string().optional(),
    openapi: uriString().optional(),
    documentation: uriString().optional(),
    agentInstructions: uriString().optional(),
    llmsTxt: uriString().optional(),
    mcpServer: uriString().optional(),
    authentication: z.literal("none").optional(),
    conventions: z.record(z.string(), z.string()).optional(),
    endpoints: z.array(
      z.object({
        method: z.string(),
        path: z.string(),
        operationId: z.string(),
        summary: z.string().optional(),
      }),
    ),
  }),
);

/** The OpenAPI document itself. */
export const openApiDocumentSchema = component(
  "OpenApiDocument",
  z
    .object({ openapi: z.string(), info: z.object({ title: z.string(), version: z.string() }).loose() })
    .loose(),
  "This OpenAPI 3.1 document.",
);
