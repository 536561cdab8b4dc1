import { errorEnvelope } from "../api/errors.js";
import { commonHeaders } from "../http/common-headers.js";
import type { AnswerParts } from "../http/representation.js";
import { errorCaching } from "../routes/caching.js";
import { isApiPath } from "../routes/file-routes.js";

const textEncoder = new TextEncoder();

/** The uncached 503 with `Retry-After` (RFC 9110 section 10.2.3) to a request the full work queue refuses. */
export function busyAnswer(path: string, baseUrl: string, retryAfterSeconds: number): AnswerParts {
  const api = isApiPath(path);
  const body = api
    ? JSON.stringify(
        errorEnvelope(
          {
            code: "upstream_error",
            status: 503,
            message: "The service is busy computing other answers and cannot compute this one now.",
            hint: `Retry after ${retryAfterSeconds} s. Content answers (guide pages, articles, releases, app facts) are not affected.`,
          },
          baseUrl,
        ),
      )
    : `The service is busy. Please try again in ${retryAfterSeconds} s.\n`;
  const bytes = textEncoder.encode(body);
  return {
    status: 503,
    headers: {
      ...commonHeaders(baseUrl),
      "Content-Type": api ? "application/json; charset=utf-8" : "text/plain; charset=utf-8",
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": errorCaching,
      "Retry-After": String(retryAfterSeconds),
    },
    body: bytes,
  };
}
