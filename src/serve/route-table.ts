import type { ApiResponder } from "../api/api-responder.js";
import { methodNotAllowedError } from "../api/errors.js";
import { errorAnswer } from "../api/json-response.js";
import type { AnyOperation } from "../api/operation.js";
import { plainAnswer } from "../http/answer.js";
import { allowedMethods } from "../http/preflight.js";
import type { Route } from "../http/router.js";
import type { McpEndpointOptions } from "../mcp/mcp-endpoint.js";
import { mcpRoutes } from "../mcp/mcp-routes.js";
import { serviceRoutes } from "../routes/file-routes.js";
import type { ContentStore } from "../store/snapshot.js";

/** What the route table is made of. */
export interface RouteTableParts {
  readonly baseUrl: string;
  readonly operations: readonly AnyOperation[];
  readonly responder: ApiResponder;
  readonly store: ContentStore;
  readonly mcp: McpEndpointOptions;
  /** Process figures added to /healthz (uptime, pid, memory, event-loop delay); none when absent. */
  readonly health?: () => Readonly<Record<string, unknown>>;
  /** The website's own addresses (assets, site files, icons); its pages are the router's fallback. */
  readonly siteRoutes: readonly Route[];
}

/** Every address of the service in the order the router tries them; anything else is a page or a JSON 404. */
export function routeTable(parts: RouteTableParts): Route[] {
  const { baseUrl, responder, store } = parts;
  const refuse = (operation: AnyOperation) => () =>
    errorAnswer(methodNotAllowedError(allowedMethods, operation.path), baseUrl, { Allow: allowedMethods });
  const startedAt = Date.now();
  return [
    ...parts.operations.map((operation) => ({
      pattern: operation.path,
      answer: ({ incoming, url, params }: Parameters<Route["answer"]>[0]) =>
        responder.answer(operation, incoming, params, url.search.slice(1)),
      refuse: refuse(operation),
    })),
    ...mcpRoutes(parts.mcp),
    {
      pattern: serviceRoutes.health.pattern,
      // What a load balancer needs; process figures only when the runtime edge passes them (a flag).
      answer: () =>
        plainAnswer(
          200,
          { "Content-Type": "application/json", "Cache-Control": serviceRoutes.health.cacheControl },
          JSON.stringify({
            status: "ok",
            contentGeneration: store.current().generation,
            contentVersion: store.current().graph.version,
            ...(parts.health
              ? { uptimeSeconds: Math.round((Date.now() - startedAt) / 1000), ...parts.health() }
              : {}),
          }),
        ),
    },
    ...parts.siteRoutes,
  ];
}
