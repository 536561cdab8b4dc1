import { allowedMethods } from "../http/cors.js";
import { errorCaching } from "../routes/caching.js";
import { pagePath } from "../routes/site-map.js";
import { securityHeaders } from "./security-headers.js";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The 500 page of the website: self-contained (no templates, assets or content that might be what
 * failed), never a stack trace.
 */
export function errorPage(appName: string): Response {
  const name = escapeHtml(appName);
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Something went wrong · ${name}</title><meta name="robots" content="noindex"></head>
<body><main><h1>Something went wrong</h1>
<p>${name} could not show this page. Please try again in a moment.</p>
<p><a href="${pagePath("home")}">Go to the home page</a> or <a href="${pagePath("guide")}">the user guide</a>.</p></main></body></html>
`;
  return new Response(html, {
    status: 500,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": errorCaching,
      ...securityHeaders(),
    },
  });
}

/** The body of the website's 405. */
export const siteMethodNotAllowedText = "405 Method Not Allowed: this website is read-only; use GET.\n";

/** The website is read-only: any method but GET, HEAD and OPTIONS answers 405. */
export function methodNotAllowed(): Response {
  return new Response(siteMethodNotAllowedText, {
    status: 405,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      Allow: allowedMethods,
      "Cache-Control": errorCaching,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
