import { Hono } from "hono";
import { getPath } from "hono/utils/url";
import { type ApiResponder, createApiResponder } from "./api/api-responder.js";
import { registerApiRoutes } from "./api/api-routes.js";
import { ApiError } from "./api/errors.js";
import { errorResponse } from "./api/json-response.js";
import { nearestEndpoint } from "./api/nearest-endpoint.js";
import type { AnyOperation, ApiContext } from "./api/operation.js";
import { apiVersion } from "./api/operations/discovery-operations.js";
import { apiUrlTooLong } from "./api/oversize-error.js";
import type { Admission } from "./http/admission.js";
import { contentHeaders } from "./http/common-headers.js";
import { compressErrors } from "./http/compress-errors.js";
import { allowedMethods, cors } from "./http/cors.js";
import type { Encoders } from "./http/encoding.js";
import { everyAnswer } from "./http/every-answer.js";
import { headLength } from "./http/head-length.js";
import { oversizeDetail, oversizeStatus, oversizeText, requestTarget } from "./http/request-limits.js";
import type { Logger } from "./http/request-log.js";
import { registerMcp } from "./mcp/register-mcp.js";
import { errorCaching } from "./routes/caching.js";
import {
  dotSegmentUnderApi,
  hasDotSegment,
  isApiPath,
  mcpPaths,
  serviceRoutes,
} from "./routes/file-routes.js";
import type { SiteUrls } from "./routes/site-urls.js";
import { createSiteUrls } from "./routes/site-urls.js";
import { canonicalRedirect } from "./site/canonical-query.js";
import type { ContentStore } from "./store/content-store.js";
import type { Snapshot } from "./store/snapshot.js";

/** Everything the app needs, passed in explicitly (no globals, no environment). */
export interface AppOptions {
  /** Public origin every absolute URL is built from. */
  readonly baseUrl: string;
  /** The current content snapshot. */
  readonly store: ContentStore;
  /** The route table. */
  readonly operations: readonly AnyOperation[];
  /** The OpenAPI document for this base URL. */
  readonly openapiDocument: Readonly<Record<string, unknown>>;
  /** Compressors; none means identity only. */
  readonly encoders?: Encoders;
  /** Where unexpected errors are logged (the runtime edge logs requests); defaults to none. */
  readonly log?: Logger;
  /** Answers API operations; by default one over `store` without prepared answers shared elsewhere. */
  readonly apiResponder?: ApiResponder;
  /** Where computed work inside a request (MCP tool calls) waits its turn; everything at once when absent. */
  readonly admission?: Admission;
  /** Process figures added to /healthz (uptime, pid, memory, event-loop delay); none when absent. */
  readonly health?: () => Readonly<Record<string, unknown>>;
  /** Registers the website's routes (pages, site files); runs after the API routes. */
  readonly registerSite?: (app: Hono) => void;
  /** The website's 404 page for paths outside /api. */
  readonly renderSiteNotFound?: (request: Request) => Response | Promise<Response>;
  /** The website's 500 page for paths outside /api. */
  readonly renderSiteError?: (request: Request) => Response | Promise<Response>;
}

/**
 * The request path Hono routes on: percent-decoded like Hono's own, and with a trailing slash under
 * /api removed so that `/api/v1/app/` is served exactly as `/api/v1/app` (docs/http.md).
 */
function routingPath(request: Request): string {
  const path = getPath(request);
  return path.length > 1 && path.endsWith("/") && path.startsWith("/api")
    ? path.replace(/\/+$/, "") || "/"
    : path;
}

/**
 * Creates the web application: Web-standard Request in, Response out, so it runs on Node through
 * `@hono/node-server` or on any edge runtime with the content graph baked in.
 */
export function createApp(options: AppOptions): Hono {
  const { baseUrl, store, operations, openapiDocument } = options;
  const log = options.log ?? (() => {});
  const urls = createSiteUrls(baseUrl);
  const app = new Hono({ getPath: routingPath });

  app.use(headLength());
  app.use(compressErrors(options.encoders ?? {}));
  app.use(everyAnswer(() => contentHeaders(baseUrl, store.current().graph.version)));
  app.use(cors((path) => (mcpPaths.includes(path) ? serviceRoutes.mcp.methods : allowedMethods)));
  // Inside the middleware that adds the common headers, so that 414 and 431 carry them too.
  app.use(async (c, next) => {
    const incoming = (c.env as { incoming?: { rawHeaders?: string[] } } | undefined)?.incoming;
    const status = oversizeStatus(c.req.raw, incoming?.rawHeaders);
    if (status === undefined) return next();
    const target = requestTarget(c.req.url);
    // Under /api the JSON envelope with its code's own status (400); elsewhere plain text with the
    // status that names the limit.
    c.res = isApiPath(c.req.path)
      ? errorResponse(
          status === 414
            ? apiUrlTooLong(target, operations)
            : { code: "invalid_parameter", status: 400, ...oversizeDetail(status, target) },
          baseUrl,
        )
      : new Response(oversizeText(status, target), {
          status,
          headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": errorCaching },
        });
  });

  const endpointPaths = options.operations.map((operation) => operation.path);
  /** The JSON 404 of a path under /api that is no endpoint; the hint names a likely intended one. */
  const apiNotFound = (path: string) => {
    const guess = nearestEndpoint(path, endpointPaths);
    return errorResponse(
      {
        code: "not_found",
        message: `No API endpoint at ${JSON.stringify(path.slice(0, 200))}.`,
        hint: `${guess ? `Did you mean \`GET ${baseUrl}${guess}\`? ` : ""}GET ${baseUrl}/api/v1 lists every endpoint; ${baseUrl}/openapi.json describes them.`,
      },
      baseUrl,
    );
  };
  // URL parsing resolves dot segments before routing (`/api/%2e%2e/nope` is `/nope`, and
  // `/api/v1/articles/%2e` the article list): a target sent under /api with one is the JSON 404
  // of an unknown API path, never a page or another endpoint's answer. Node passes the target as
  // sent; an edge runtime's request has only the parsed URL.
  app.use(async (c, next) => {
    const sent = (c.env as { incoming?: { url?: string } } | undefined)?.incoming?.url;
    if (sent === undefined || !hasDotSegment(sent)) return next();
    if (dotSegmentUnderApi(sent)) {
      c.res = apiNotFound(sent.replace(/[?#].*$/, ""));
      return;
    }
    // Elsewhere the address it resolves to, kept by no cache: each spelling (`/x/../guide`) would
    // be one more object in the cache in front.
    const url = new URL(c.req.url);
    c.res = canonicalRedirect(`${url.pathname}${url.search}`);
  });

  const responder =
    options.apiResponder ??
    createApiResponder({
      operations,
      snapshot: () => store.current(),
      context: apiContextFactory(urls, operations, openapiDocument),
      encoders: options.encoders ?? {},
      baseUrl,
    });
  registerApiRoutes(app, operations, responder, baseUrl);
  const contextOf = apiContextFactory(urls, operations, openapiDocument);
  registerMcp(app, {
    operations,
    baseUrl,
    version: apiVersion,
    context: () => contextOf(store.current()),
    log,
    ...(options.admission ? { admission: options.admission } : {}),
  });
  const startedAt = Date.now();
  // What a load balancer needs; process figures only when the runtime edge passes them (a flag).
  app.get(serviceRoutes.health.pattern, () =>
    Response.json(
      {
        status: "ok",
        contentGeneration: store.current().generation,
        contentVersion: store.current().graph.version,
        ...(options.health
          ? { uptimeSeconds: Math.round((Date.now() - startedAt) / 1000), ...options.health() }
          : {}),
      },
      { headers: { "Cache-Control": serviceRoutes.health.cacheControl } },
    ),
  );
  options.registerSite?.(app);

  app.notFound((c) => {
    if (isApiPath(c.req.path)) return apiNotFound(c.req.path);
    if (options.renderSiteNotFound) return options.renderSiteNotFound(c.req.raw);
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  });

  app.onError((error, c) => {
    if (error instanceof ApiError) return errorResponse(error.detail, baseUrl);
    log({
      time: new Date().toISOString(),
      level: "error",
      msg: "unhandled error",
      path: c.req.path,
      error: String(error?.stack ?? error),
    });
    if (isApiPath(c.req.path) || !options.registerSite) {
      return errorResponse(
        {
          code: "upstream_error",
          status: 500,
          message: "The service failed to answer this request.",
          hint: "Try again in a moment; if it keeps failing, write to support@stepzy.app with the URL.",
        },
        baseUrl,
      );
    }
    if (options.renderSiteError) return options.renderSiteError(c.req.raw);
    return new Response("The service failed to answer this request. Please try again in a moment.", {
      status: 500,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  });
  return app;
}

/** Builds the ApiContext of a snapshot: what every operation handler may read. */
export function apiContextFactory(
  urls: SiteUrls,
  operations: readonly AnyOperation[],
  openapiDocument: Readonly<Record<string, unknown>>,
): (snapshot: Snapshot) => ApiContext {
  return (snapshot) => ({
    graph: snapshot.graph,
    services: snapshot.services,
    urls,
    operations,
    openapiDocument,
  });
}
