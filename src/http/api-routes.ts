import type { Hono } from "hono";
import type { AnyOperation, ApiContext } from "../api/operation.js";
import type { ParamDecls } from "../params/declare.js";
import { parseQuery, parseValue } from "../params/parse-query.js";
import { allowedMethods } from "./cors.js";
import type { Encoders } from "./encoding.js";
import { errorResponse } from "./json-response.js";
import { createRepresentation, respond } from "./representation.js";

/** Converts an OpenAPI path template to a Hono route (`{slug}` -> `:slug`). */
export function honoPath(openApiPath: string): string {
  return openApiPath.replace(/\{(\w+)\}/g, ":$1");
}

/** What the API routes need from the app. */
export interface ApiRouteOptions {
  readonly operations: readonly AnyOperation[];
  readonly context: () => ApiContext;
  readonly encoders: Encoders;
  readonly baseUrl: string;
}

/**
 * Registers every operation of the route table: strict parameter parsing, the handler, and the
 * JSON answer with ETag, caching and compression; any other method on the path answers 405.
 */
export function registerApiRoutes(app: Hono, options: ApiRouteOptions): void {
  const { baseUrl, encoders } = options;
  for (const operation of options.operations) {
    const route = honoPath(operation.path);
    app.get(route, async (c) => {
      const context = options.context();
      const path: Record<string, string> = {};
      for (const [name, decl] of Object.entries(operation.pathParams as ParamDecls)) {
        const parsed = parseValue(name, decl, c.req.param(name) ?? "");
        if (!parsed.ok) return errorResponse(parsed.error, baseUrl);
        path[name] = String(parsed.value);
      }
      const url = c.req.url;
      const queryStart = url.indexOf("?");
      const query = parseQuery(
        operation.query,
        new URLSearchParams(queryStart === -1 ? "" : url.slice(queryStart + 1)),
      );
      if (!query.ok) return errorResponse(query.error, baseUrl);
      const body = operation.handle({ query: query.value, path, context });
      const representation = await createRepresentation(
        JSON.stringify(body),
        "application/json; charset=utf-8",
        encoders,
      );
      return respond(c.req.raw, representation, { cacheControl: "public, max-age=300" });
    });
    app.all(route, () =>
      errorResponse(
        {
          code: "method_not_allowed",
          message: `The method is not allowed on ${operation.path}; this API is read-only.`,
          hint: `Use GET (or HEAD); OPTIONS answers CORS preflights. Allowed: ${allowedMethods}.`,
        },
        baseUrl,
        { Allow: allowedMethods },
      ),
    );
  }
}
