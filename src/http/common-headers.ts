/**
 * How long browsers keep to HTTPS once told (RFC 6797): two years, the preload lists' minimum is one.
 */
export const strictTransportSecurity = "max-age=63072000; includeSubDomains";

/**
 * Headers every answer carries, whatever produced it (decisions.md section 2: open CORS, ETag and
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
