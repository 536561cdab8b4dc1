import type { PreparedRequest } from "../http/prepared-answers.js";
import { maxHeaderBytes, maxHeaderCount } from "../http/request-limits.js";

/** What the fast path needs from a request's headers, read from Node's `rawHeaders` in one pass. */
export interface RawHeaderFacts extends Omit<PreparedRequest, "target"> {
  /** Whether the headers are within `maxHeaderCount` lines and `maxHeaderBytes` bytes. */
  readonly fits: boolean;
  readonly requestId?: string | undefined;
  /** Whether the Host headers make a valid one for `httpVersion` (see `validHost`). */
  readonly hostValid: boolean;
}

// RFC 9112 section 3.2: Host = uri-host [ ":" port ], an IP literal or an RFC 3986 reg-name (possibly empty).
const hostSyntax = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._~!$&'()*+,;=%-]*)(?::[0-9]*)?$/;

/**
 * Whether a request's Host headers meet RFC 9112 section 3.2: one in HTTP/1.1, at most one otherwise.
 * @example validHost(1, "a b", "1.1") // false
 */
export function validHost(count: number, host: string | undefined, httpVersion: string): boolean {
  if (count > 1) return false;
  if (count === 0 || host === undefined) return httpVersion !== "1.1";
  return hostSyntax.test(host);
}

// Repeated headers are joined as Node joins them in `request.headers`.
const join = (joined: string | undefined, value: string) =>
  joined === undefined ? value : `${joined}, ${value}`;

/** Reads the fast path's headers, checks Host and measures all headers in one pass over `rawHeaders`. */
export function readRawHeaders(raw: readonly string[], httpVersion = "1.1"): RawHeaderFacts {
  // Not `request.headers`, which makes Node build an object of every header.
  let bytes = 0;
  // Counted, not collected: a prepared answer's request should allocate nothing for its Host.
  let hosts = 0;
  let host: string | undefined;
  let accept: string | undefined;
  let acceptEncoding: string | undefined;
  let ifNoneMatch: string | undefined;
  let requestId: string | undefined;
  for (let index = 0; index < raw.length; index += 2) {
    const name = raw[index] ?? "";
    const value = raw[index + 1] ?? "";
    bytes += name.length + value.length + 4;
    // Compare by length first: most headers are none of these five.
    switch (name.length) {
      case 4:
        if (name.toLowerCase() === "host" && hosts++ === 0) host = value;
        break;
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
    hostValid: validHost(hosts, host, httpVersion),
  };
}
