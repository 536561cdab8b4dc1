import type { MiddlewareHandler } from "hono";

/**
 * Sets the headers every answer carries (`commonHeaders`) on every answer of the app, preflights and
 * errors included: nosniff, so no browser reinterprets JSON, Markdown or text as HTML or script;
 * open CORS; HSTS over https. The website adds its own Content-Security-Policy to HTML.
 */
export function everyAnswer(headers: () => Readonly<Record<string, string>>): MiddlewareHandler {
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(headers())) c.res.headers.set(name, value);
  };
}
