/**
 * How long browsers keep to HTTPS once told (RFC 6797): two years, the preload lists' minimum is one.
 */
export const strictTransportSecurity = "max-age=63072000; includeSubDomains";

/**
 * Headers every answer carries, whatever produced it (docs/http.md: open CORS, ETag and
 * Link exposed; nosniff everywhere), plus HSTS when the public origin is https. The middleware adds
 * them on the routed path; the prepared answers, the Node edge's 503 and its answers to malformed
 * requests add the same.
 * @example commonHeaders("https://stepzy.app")["Strict-Transport-Security"] // "max-age=63072000; includeSubDomains"
 */
export function commonHeaders(baseUrl: string): Readonly<Record<string, string>> {
  return {
    "Access-Control-Allow-Origin": "*",
    "Access-Control-Expose-Headers": "ETag, Link",
    "X-Content-Type-Options": "nosniff",
    ...(baseUrl.startsWith("https:") ? { "Strict-Transport-Security": strictTransportSecurity } : {}),
  };
}

const withVersion = new Map<string, Readonly<Record<string, string>>>();

/**
 * `commonHeaders` plus the content version the answer comes from (`X-Content-Version`), so that
 * replicas and caches can be seen to serve the same content. Made once per origin and version.
 */
export function contentHeaders(baseUrl: string, version: string): Readonly<Record<string, string>> {
  const key = `${version} ${baseUrl}`;
  let headers = withVersion.get(key);
  if (!headers) {
    // Versions change only on a reload: keep the last few.
    if (withVersion.size >= 16) withVersion.clear();
    headers = { ...commonHeaders(baseUrl), "X-Content-Version": version };
    withVersion.set(key, headers);
  }
  return headers;
}
