import type { MiddlewareHandler } from "hono";

/**
 * Gives a HEAD answer the Content-Length its GET sends (docs/http.md: HEAD has the same
 * status and headers): Hono answers HEAD with the GET answer's headers and no body, and a body made
 * per request (a 406, `/healthz`) has no length until it is sent. HEAD is rare, so the body is
 * measured rather than every such answer given a length up front.
 */
export function headLength(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.raw.method !== "HEAD" || c.res.body === null || c.res.headers.has("Content-Length")) return;
    const length = (await c.res.clone().arrayBuffer()).byteLength;
    c.res.headers.set("Content-Length", String(length));
  };
}
