import { errorAnswer } from "../api/json-response.js";
import { commonHeaders } from "../http/common-headers.js";
import type { AnswerParts } from "../http/representation.js";
import { isApiPath } from "../routes/file-routes.js";
import { textError } from "../serve/answer-request.js";

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
  return textError(503, `The service is busy. Please try again in ${retryAfterSeconds} s.\n`, headers);
}
