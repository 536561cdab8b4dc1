import type { MiddlewareHandler } from "hono";

/** Methods the service answers (docs/http.md). */
export const allowedMethods = "GET, HEAD, OPTIONS";

/**
 * CORS preflights answered with 204 before routing (docs/http.md); the open CORS headers
 * of every other answer are among `commonHeaders`. `methodsOf` names the methods of a path that
 * answers others than the read-only ones (the MCP endpoint takes POST).
 */
export function cors(methodsOf: (path: string) => string = () => allowedMethods): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === "OPTIONS") {
      const methods = methodsOf(c.req.path);
      const headers = new Headers({
        "Access-Control-Allow-Origin": "*",
        "Access-Control-Allow-Methods": methods,
        "Access-Control-Max-Age": "7200",
        "Access-Control-Expose-Headers": "ETag, Link",
        Allow: methods,
      });
      const requested = c.req.header("access-control-request-headers");
      if (requested && requested.length <= 1024 && /^[\w\s,-]*$/.test(requested)) {
        headers.set("Access-Control-Allow-Headers", requested);
      }
      return new Response(null, { status: 204, headers });
    }
    await next();
  };
}
