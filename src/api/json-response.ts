import { errorCaching } from "../routes/caching.js";
import { type ErrorDetail, errorEnvelope } from "./errors.js";

/** Answers an Error envelope as JSON, never cached, status in body and line alike. */
export function errorResponse(
  detail: ErrorDetail,
  baseUrl: string,
  headers?: Readonly<Record<string, string>>,
): Response {
  const envelope = errorEnvelope(detail, baseUrl);
  const body = new TextEncoder().encode(JSON.stringify(envelope));
  return new Response(body, {
    status: envelope.error.status,
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      // Stated, so that HEAD (which drops the body) sends the length GET would.
      "Content-Length": String(body.byteLength),
      "Cache-Control": errorCaching,
      ...headers,
    },
  });
}
