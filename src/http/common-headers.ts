/**
 * Headers every answer carries, whatever produced it (decisions.md section 2: open CORS, ETag and
 * Link exposed; nosniff everywhere). The middleware adds them on the routed path; the prepared
 * fast path adds the same.
 */
export const commonHeaders: Readonly<Record<string, string>> = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers": "ETag, Link",
  "X-Content-Type-Options": "nosniff",
};
