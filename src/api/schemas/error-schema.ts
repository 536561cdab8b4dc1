import { z } from "zod";
import { errorCodes } from "../errors.js";
import { component, uriString } from "./registry.js";

/** The Error envelope (docs/api.md). */
export const errorSchema = component(
  "Error",
  z.object({
    error: z.object({
      code: z.enum(errorCodes).describe("Stable error code."),
      message: z
        .string()
        .describe(
          "What went wrong; for a bad parameter it names the parameter, the allowed range and the received value.",
        ),
      hint: z.string().describe("How to fix the request."),
      status: z.number().int().describe("The HTTP status code."),
      parameter: z.string().optional().describe("The offending parameter, when there is one."),
      documentation: uriString().optional().describe("The developer page."),
      openapi: uriString().optional().describe("This OpenAPI document."),
    }),
  }),
  "Every failure under /api is this envelope; `error.status` equals the HTTP status.",
);
