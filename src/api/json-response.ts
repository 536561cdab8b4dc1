import { plainAnswer } from "../http/answer.js";
import type { AnswerParts } from "../http/representation.js";
import { errorCaching } from "../routes/caching.js";
import { type ErrorDetail, errorEnvelope } from "./errors.js";

/** Answers an Error envelope as JSON, never cached, status in body and line alike. */
export function errorAnswer(
  detail: ErrorDetail,
  baseUrl: string,
  headers?: Readonly<Record<string, string>>,
): AnswerParts {
  const envelope = errorEnvelope(detail, baseUrl);
  return plainAnswer(
    envelope.error.status,
    { "Content-Type": "application/json; charset=utf-8", "Cache-Control": errorCaching, ...headers },
    JSON.stringify(envelope),
  );
}
