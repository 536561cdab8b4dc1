import { ApiError } from "../api/errors.js";
import { errorAnswer } from "../api/json-response.js";
import { nearestEndpoint } from "../api/nearest-endpoint.js";
import type { AnyOperation } from "../api/operation.js";
import { apiUrlTooLong } from "../api/oversize-error.js";
import { plainAnswer } from "../http/answer.js";
import { contentHeaders } from "../http/common-headers.js";
import { chooseEncoding, compressionThreshold, type Encoders } from "../http/encoding.js";
import { type Incoming, targetPath } from "../http/incoming.js";
import { preflightAnswer } from "../http/preflight.js";
import type { AnswerParts } from "../http/representation.js";
import { maxUrlLength, oversizeDetail, oversizeText } from "../http/request-limits.js";
import { failureLine, type Logger } from "../http/request-log.js";
import type { RoutedRequest, RouteMatch } from "../http/router.js";
import { errorCaching } from "../routes/caching.js";
import { dotSegmentIn, isApiPath, mcpPaths, serviceRoutes, underApi } from "../routes/file-routes.js";
import { canonicalRedirect } from "../site/canonical-query.js";
import { methodNotAllowed } from "../site/site-errors.js";

/** What the request path needs: the router over the route table and the answers outside it. */
export interface RequestPath {
  /** Public origin every absolute URL is built from. */
  readonly baseUrl: string;
  readonly encoders: Encoders;
  /** The API's operations, for the hints of its 404s. */
  readonly operations: readonly AnyOperation[];
  /** Finds the route of a decoded path (`createRouter` over the route table). */
  readonly route: (path: string) => RouteMatch | undefined;
  /** The content version answers come from (`X-Content-Version`). */
  readonly contentVersion: () => string;
  /** The answer to a GET of a path outside /api that no route has: a page or the 404 page. */
  readonly page: (request: RoutedRequest) => AnswerParts | Promise<AnswerParts>;
  /** The website's 500 page. */
  readonly siteError: () => AnswerParts;
  readonly log: Logger;
}

/** A path with its percent-escapes decoded as a URL's path is (`decodeURI`; `%2F` stays). */
function decodedPath(pathname: string): string {
  if (!pathname.includes("%")) return pathname;
  // `%25` decodes to `%`, which a later decode of a parameter would read as an escape: keep it one.
  const path = pathname.includes("%25") ? pathname.replace(/%25/g, "%2525") : pathname;
  try {
    return decodeURI(path);
  } catch {
    return path.replace(/(?:%[0-9A-Fa-f]{2})+/g, (escapes) => {
      try {
        return decodeURI(escapes);
      } catch {
        return escapes;
      }
    });
  }
}

/** The JSON 404 of a path under /api that is no endpoint; the hint names a likely intended one. */
function apiNotFound(path: string, { baseUrl, operations }: RequestPath): AnswerParts {
  const guess = nearestEndpoint(
    path,
    operations.map((operation) => operation.path),
  );
  return errorAnswer(
    {
      code: "not_found",
      message: `No API endpoint at ${JSON.stringify(path.slice(0, 200))}.`,
      hint: `${guess ? `Did you mean \`GET ${baseUrl}${guess}\`? ` : ""}GET ${baseUrl}/api/v1 lists every endpoint; ${baseUrl}/openapi.json describes them.`,
    },
    baseUrl,
  );
}

/** The answer to a request over the size limits: the API's envelope under /api, plain text elsewhere. */
export function oversizeAnswer(
  status: 414 | 431,
  target: string,
  { operations, baseUrl }: Pick<RequestPath, "operations" | "baseUrl">,
  api = isApiPath(targetPath(target)),
): AnswerParts {
  if (api)
    return errorAnswer(
      status === 414
        ? apiUrlTooLong(target, operations, baseUrl)
        : { code: "invalid_parameter", status: 400, ...oversizeDetail(status, target) },
      baseUrl,
    );
  return textError(status, oversizeText(status, target));
}

/** A plain-text error outside /api, never cached, after any `headers` of its own. */
export function textError(status: number, text: string, headers?: Readonly<Record<string, string>>) {
  return plainAnswer(
    status,
    { ...headers, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": errorCaching },
    text,
  );
}

/** The URL every runtime's parser makes of a target: dot segments resolved, odd characters escaped. */
function parsedTarget(target: string): URL {
  return new URL(`http://localhost${target.startsWith("/") ? "" : "/"}${target}`);
}

/**
 * The path a target is routed by, whatever its spelling (`/%6Dcp` is `/mcp`).
 * @example routedPath("/a/../%6Dcp") // "/mcp"
 */
export function routedPath(target: string): string {
  return decodedPath(parsedTarget(target).pathname);
}

/** Finds the route and lets it answer; every rule before routing is here, in the order it applies. */
function dispatch(incoming: Incoming, paths: RequestPath): AnswerParts | Promise<AnswerParts> {
  const { target, method } = incoming;
  const url = parsedTarget(target);
  const sentPath = decodedPath(url.pathname);
  const oversize = target.length > maxUrlLength ? 414 : incoming.headersFit ? undefined : 431;
  if (oversize) return oversizeAnswer(oversize, target, paths);
  if (method === "OPTIONS")
    return preflightAnswer(incoming, mcpPaths.includes(sentPath) ? serviceRoutes.mcp.methods : undefined);
  // A dot segment (`/api/%2e%2e/nope`) under /api is a JSON 404, never another endpoint's answer; elsewhere
  // an uncached redirect to where it resolves (each spelling would be one more cache object).
  const dotSegment = dotSegmentIn(target);
  if (dotSegment) {
    if (dotSegment === "api") return apiNotFound(targetPath(target), paths);
    // Never scheme-relative: `/x/..//evil.example/` resolves to `/evil.example/`, on this host.
    const resolved = `/${url.pathname.replace(/^\/+/, "")}${url.search}`;
    // `..%2f` is no dot segment to the URL parser: that spelling resolves to itself and is routed.
    if (resolved !== target) return canonicalRedirect(resolved);
  }
  // Under /api a trailing slash is ignored: `/api/v1/app/` is `/api/v1/app` (docs/http.md).
  const api = underApi(sentPath);
  const path =
    api && sentPath.length > 1 && sentPath.endsWith("/") ? sentPath.replace(/\/+$/, "") || "/" : sentPath;
  const match = paths.route(path);
  const request: RoutedRequest = { incoming, url, path, params: match?.params ?? {} };
  const read = method === "GET" || method === "HEAD";
  if (match && (read || match.route.anyMethod)) return match.route.answer(request);
  if (match?.route.refuse) return match.route.refuse(request);
  if (api) return apiNotFound(sentPath, paths);
  return read ? paths.page(request) : methodNotAllowed();
}

/** The answer to a request that failed: an API error as its envelope, anything else logged and a 500. */
function failed(incoming: Incoming, error: unknown, paths: RequestPath): AnswerParts {
  if (error instanceof ApiError) return errorAnswer(error.detail, paths.baseUrl);
  paths.log(failureLine("unhandled error", incoming.target, error));
  if (!isApiPath(targetPath(incoming.target))) return paths.siteError();
  return errorAnswer(
    {
      code: "upstream_error",
      status: 500,
      message: "The service failed to answer this request.",
      hint: "Try again in a moment; if it keeps failing, write to support@stepzy.app with the URL.",
    },
    paths.baseUrl,
  );
}

/** What every answer gets last: the common headers (docs/http.md), and an error body over 1 KB compressed. */
function finished(incoming: Incoming, parts: AnswerParts, paths: RequestPath): AnswerParts {
  const headers = parts.headers;
  let body = parts.body;
  if (
    parts.status >= 400 &&
    body instanceof Uint8Array &&
    body.byteLength > compressionThreshold &&
    !/accept-encoding/i.test(headers.Vary ?? "")
  ) {
    const coding = chooseEncoding(incoming.acceptEncoding, paths.encoders);
    if (coding) {
      body = paths.encoders[coding]!(body, "fast");
      headers["Content-Encoding"] = coding;
      headers["Content-Length"] = String(body.byteLength);
    }
    headers.Vary = headers.Vary ? `${headers.Vary}, Accept-Encoding` : "Accept-Encoding";
  }
  Object.assign(headers, contentHeaders(paths.baseUrl, paths.contentVersion()));
  return body === parts.body ? parts : { status: parts.status, headers, body };
}

/** The routed request path (docs/architecture.md), synchronous when the answer is, to be written at once. */
export function answerRouted(incoming: Incoming, paths: RequestPath): AnswerParts | Promise<AnswerParts> {
  let made: AnswerParts | Promise<AnswerParts>;
  try {
    made = dispatch(incoming, paths);
  } catch (error) {
    made = failed(incoming, error, paths);
  }
  if (made instanceof Promise)
    return made.then(
      (parts) => finished(incoming, parts, paths),
      (error) => finished(incoming, failed(incoming, error, paths), paths),
    );
  return finished(incoming, made, paths);
}
