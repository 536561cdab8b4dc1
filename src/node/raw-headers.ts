import type { FastRequest } from "../http/fast-answers.js";
import { maxHeaderBytes, maxHeaderCount } from "../http/request-limits.js";

/** What the fast path needs from a request's headers, read from Node's `rawHeaders` in one pass. */
export interface RawHeaderFacts extends Omit<FastRequest, "target"> {
  /** Whether the headers are within both limits (count and bytes), as `rawHeadersFit` measures. */
  readonly fits: boolean;
  readonly requestId?: string | undefined;
}

const join = (joined: string | undefined, value: string) =>
  joined === undefined ? value : `${joined}, ${value}`;

/**
 * Reads `Accept`, `Accept-Encoding`, `If-None-Match` and `X-Request-Id` and measures the headers in
 * one pass over `rawHeaders` (name, value, name, value...), without `request.headers`, which makes
 * Node build an object of every header. Repeated headers are joined with ", " as Node joins them.
 */
export function readRawHeaders(raw: readonly string[]): RawHeaderFacts {
  let bytes = 0;
  let accept: string | undefined;
  let acceptEncoding: string | undefined;
  let ifNoneMatch: string | undefined;
  let requestId: string | undefined;
  for (let index = 0; index < raw.length; index += 2) {
    const name = raw[index] ?? "";
    const value = raw[index + 1] ?? "";
    bytes += name.length + value.length + 4;
    // Compare by length first: most headers are none of the four.
    switch (name.length) {
      case 6:
        if (name.toLowerCase() === "accept") accept = join(accept, value);
        break;
      case 12:
        if (name.toLowerCase() === "x-request-id") requestId = join(requestId, value);
        break;
      case 13:
        if (name.toLowerCase() === "if-none-match") ifNoneMatch = join(ifNoneMatch, value);
        break;
      case 15:
        if (name.toLowerCase() === "accept-encoding") acceptEncoding = join(acceptEncoding, value);
        break;
    }
  }
  return {
    fits: raw.length <= maxHeaderCount * 2 && bytes <= maxHeaderBytes,
    accept,
    acceptEncoding,
    ifNoneMatch,
    requestId,
  };
}
