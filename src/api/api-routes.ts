import type { Hono } from "hono";
import { allowedMethods } from "../http/cors.js";
import { honoPath } from "../routes/pattern.js";
import type { ApiResponder } from "./api-responder.js";
import { methodNotAllowedError } from "./errors.js";
import { errorResponse } from "./json-response.js";
import type { AnyOperation } from "./operation.js";

/**
 * Registers every operation of the route table as a GET route answered by the responder (strict
 * parameters, prepared or computed JSON with ETag, caching and compression); any other method on
 * the path answers 405.
 */
export function registerApiRoutes(
  app: Hono,
  operations: readonly AnyOperation[],
  responder: ApiResponder,
  baseUrl: string,
): void {
  for (const operation of operations) {
    const route = honoPath(operation.path);
    app.get(route, (c) => {
      const url = c.req.url;
      const queryStart = url.indexOf("?");
      return responder.answer(
        operation,
        c.req.raw,
        c.req.param() as Record<string, string>,
        queryStart === -1 ? "" : url.slice(queryStart + 1),
      );
    });
    app.all(route, () =>
      errorResponse(methodNotAllowedError(allowedMethods, operation.path), baseUrl, {
        Allow: allowedMethods,
      }),
    );
  }
}
