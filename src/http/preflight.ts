import type { Incoming } from "./incoming.js";
import type { AnswerParts } from "./representation.js";

/** Methods the service answers (docs/http.md). */
export const allowedMethods = "GET, HEAD, OPTIONS";

/** The 204 answer to a CORS preflight (any `OPTIONS`), before routing, with `methods` (docs/http.md). */
export function preflightAnswer(request: Incoming, methods: string = allowedMethods): AnswerParts {
  const headers: Record<string, string> = {
    "Access-Control-Allow-Origin": "*",
    "Access-Control-Allow-Methods": methods,
    "Access-Control-Max-Age": "7200",
    "Access-Control-Expose-Headers": "ETag, Link",
    Allow: methods,
  };
  const requested = request.header("access-control-request-headers");
  if (requested && requested.length <= 1024 && /^[\w\s,-]*$/.test(requested))
    headers["Access-Control-Allow-Headers"] = requested;
  return { status: 204, headers, body: null };
}
