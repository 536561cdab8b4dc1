/** Which Content-Security-Policy a response gets. */
export type CspProfile = "strict" | "api-reference";

const common = [
  "default-src 'self'",
  "script-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
];

/** Security headers of the site's HTML, whose scripts only come from this origin's hashed files. */
export function securityHeaders(profile: CspProfile = "strict"): Readonly<Record<string, string>> {
  return headersOf[profile];
}

function headersFor(profile: CspProfile): Readonly<Record<string, string>> {
  // Only the API reference, framed by the developer page, allows being framed by this origin and the inline
  // styles its library injects.
  const strict = profile === "strict";
  const directives = strict
    ? [...common, "style-src 'self'", "frame-ancestors 'none'"]
    : [...common, "style-src 'self' 'unsafe-inline'", "worker-src 'self' blob:", "frame-ancestors 'self'"];
  return Object.freeze({
    "Content-Security-Policy": directives.join("; "),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": strict ? "DENY" : "SAMEORIGIN",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy":
      "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
  });
}

/** Each profile's headers, made once: every page answer made per request (a 404) reads them. */
const headersOf: Readonly<Record<CspProfile, Readonly<Record<string, string>>>> = {
  strict: headersFor("strict"),
  "api-reference": headersFor("api-reference"),
};
