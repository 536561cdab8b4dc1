import { errorAnswer } from "../api/json-response.js";
import { plainAnswer } from "../http/answer.js";
import { commonHeaders } from "../http/common-headers.js";
import type { AnswerParts } from "../http/representation.js";
import { errorCaching } from "../routes/caching.js";
import { isApiPath } from "../routes/file-routes.js";

/** The uncached 503 with `Retry-After` (RFC 9110 section 10.2.3) to a request the full work queue refuses. */
export function busyAnswer(path: string, baseUrl: string, retryAfterSeconds: number): AnswerParts {
  const headers = { ...commonHeaders(baseUrl), "Retry-After": String(retryAfterSeconds) };
  if (isApiPath(path))
    return errorAnswer(
      {
        code: "upstream_error",
        status: 503,
        message: "The service is busy computing other answers and cannot compute this one now.",
        hint: `Retry after ${retryAfterSeconds} s. Content answers (guide pages, articles, releases, app facts) are not affected.`,
      },
      baseUrl,
      headers,
    );
  return plainAnswer(
    503,
    { ...headers, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": errorCaching },
    `The service is busy. Please try again in ${retryAfterSeconds} s.\n`,
  );
}
