import { plainAnswer } from "../http/answer.js";
import { allowedMethods } from "../http/preflight.js";
import type { AnswerParts } from "../http/representation.js";
import { errorCaching } from "../routes/caching.js";
import { pagePath } from "../routes/site-map.js";
import { escapeXml } from "./art/svg.js";
import { securityHeaders } from "./security-headers.js";

/** The website's 500 page: no stack trace, self-contained since templates or assets may be what failed. */
export function errorPage(appName: string): AnswerParts {
  const name = escapeXml(appName);
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Something went wrong · ${name}</title><meta name="robots" content="noindex"></head>
<body><main><h1>Something went wrong</h1>
<p>${name} could not show this page. Please try again in a moment.</p>
<p><a href="${pagePath("home")}">Go to the home page</a> or <a href="${pagePath("guide")}">the user guide</a>.</p></main></body></html>
`;
  return plainAnswer(
    500,
    { "Content-Type": "text/html; charset=utf-8", "Cache-Control": errorCaching, ...securityHeaders() },
    html,
  );
}

/** The website is read-only: any method but GET, HEAD and OPTIONS answers 405. */
export function methodNotAllowed(): AnswerParts {
  return plainAnswer(
    405,
    {
      "Content-Type": "text/plain; charset=utf-8",
      Allow: allowedMethods,
      "Cache-Control": errorCaching,
      "X-Content-Type-Options": "nosniff",
    },
    "405 Method Not Allowed: this website is read-only; use GET.\n",
  );
}
