import type { MiddlewareHandler } from "hono";
import { commonHeaders } from "./common-headers.js";

/**
 * `X-Content-Type-Options: nosniff` on every answer, so no browser reinterprets JSON, Markdown or
 * text as HTML or script. The website adds its own Content-Security-Policy to HTML.
 */
export function nosniff(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.res.headers.set("X-Content-Type-Options", commonHeaders["X-Content-Type-Options"]!);
  };
}
