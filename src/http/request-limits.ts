/** Longest request target answered; longer ones get 414 (RFC 9110 section 15.5.15). */
export const maxUrlLength = 8192;
/** Largest header set answered; larger ones get 431 (RFC 6585 section 5). */
export const maxHeaderBytes = 16384;
/** Most header lines answered; more get 431 too (many small headers are as costly as big ones). */
export const maxHeaderCount = 100;

/**
 * Whether raw headers (Node's `rawHeaders`: name, value, name, value...) are within both header
 * limits; measured without building a Headers object.
 */
export function rawHeadersFit(rawHeaders: readonly string[]): boolean {
  if (rawHeaders.length > maxHeaderCount * 2) return false;
  let bytes = 0;
  for (const part of rawHeaders) bytes += part.length + 2;
  return bytes <= maxHeaderBytes;
}

/**
 * The status a request's size earns, or undefined when it is within the limits. `rawHeaders` (the
 * Node edge passes them) are measured without building a Headers object.
 */
export function oversizeStatus(request: Request, rawHeaders?: readonly string[]): 414 | 431 | undefined {
  const url = request.url;
  const pathStart = url.indexOf("/", url.indexOf("//") + 2);
  if (url.length - Math.max(pathStart, 0) > maxUrlLength) return 414;
  if (rawHeaders) return rawHeadersFit(rawHeaders) ? undefined : 431;
  let bytes = 0;
  let count = 0;
  for (const [name, value] of request.headers) {
    bytes += name.length + value.length + 4;
    count++;
  }
  return bytes > maxHeaderBytes || count > maxHeaderCount ? 431 : undefined;
}
