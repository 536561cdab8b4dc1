/** How long browsers keep to HTTPS once told (RFC 6797): two years, the preload lists' minimum is one. */
export const strictTransportSecurity = "max-age=63072000; includeSubDomains";

/** Headers every answer carries, whatever made it (docs/http.md), plus HSTS when the public origin is https. */
export function commonHeaders(baseUrl: string): Readonly<Record<string, string>> {
  return {
    "Access-Control-Allow-Origin": "*",
    "Access-Control-Expose-Headers": "ETag, Link",
    "X-Content-Type-Options": "nosniff",
    ...(baseUrl.startsWith("https:") ? { "Strict-Transport-Security": strictTransportSecurity } : {}),
  };
}

const withVersion = new Map<string, Readonly<Record<string, string>>>();

/** `commonHeaders` plus `X-Content-Version`, so replicas and caches can be seen to serve the same content. */
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
