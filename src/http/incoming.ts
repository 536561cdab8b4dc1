import { maxHeaderBytes, maxHeaderCount, requestTarget } from "./request-limits.js";

/**
 * A request target's path: what comes before its query or fragment.
 * @example targetPath("/api/v1/search?q=steps") // "/api/v1/search"
 */
export function targetPath(target: string): string {
  return target.replace(/[?#].*$/, "");
}

/** A request as the one request path reads it, whatever adapter translated it (docs/architecture.md). */
export interface Incoming {
  readonly method: string;
  /** The request target in origin form (path and query), as sent where the runtime keeps it. */
  readonly target: string;
  readonly accept: string | undefined;
  readonly acceptEncoding: string | undefined;
  readonly ifNoneMatch: string | undefined;
  /** Whether the header set is within `maxHeaderBytes` and `maxHeaderCount`. */
  readonly headersFit: boolean;
  /** Any other header, by lower-case name. */
  header(name: string): string | undefined;
  /** The request as a Web Request, for the one route that reads a body (MCP). */
  webRequest(): Request;
  /** Whether it holds a place in the work gate: its work runs at once, as queueing deadlocked the gate. */
  readonly admitted?: boolean;
}

/** Whether a Web Request's headers are within the limits (a Node request's are measured raw). */
function headersFit(headers: Headers): boolean {
  let bytes = 0;
  let count = 0;
  for (const [name, value] of headers) {
    bytes += name.length + value.length + 4;
    count++;
  }
  return bytes <= maxHeaderBytes && count <= maxHeaderCount;
}

/** A Web Request as the request path reads it: the Worker's and the in-process client's translation. */
export function incomingOfRequest(request: Request): Incoming {
  const { headers } = request;
  // A Request made from a URL alone has no Host header: its URL's host is the one it names.
  const header = (name: string) =>
    headers.get(name) ?? (name === "host" ? new URL(request.url).host : undefined);
  return {
    method: request.method,
    target: requestTarget(request.url),
    accept: header("accept"),
    acceptEncoding: header("accept-encoding"),
    ifNoneMatch: header("if-none-match"),
    headersFit: headersFit(headers),
    header,
    webRequest: () => request,
  };
}
