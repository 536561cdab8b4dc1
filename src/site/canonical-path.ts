const escapedUnreserved = /%(4[1-9A-F]|5[0-9A]|6[1-9A-F]|7[0-9A]|3[0-9]|2D|5F|7E)/gi;

/**
 * The canonical spelling of a website path, which a page path that differs from it redirects to (308).
 * @example canonicalPagePath("/guide/install%2Dand-set-up/") // "/guide/install-and-set-up"
 */
export function canonicalPagePath(path: string): string {
  // Unreserved characters unescaped (RFC 3986 section 6.2.2.2); `.` stays escaped, so no dot segment is made.
  const unescaped = path.includes("%")
    ? path.replace(escapedUnreserved, (_escape, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    : path;
  // Slashes merged as most servers do, leaving one leading slash: `//host/` never redirects to another host.
  const merged = unescaped.includes("//") ? unescaped.replace(/\/{2,}/g, "/") : unescaped;
  return merged.length > 1 && merged.endsWith("/") ? merged.slice(0, -1) : merged;
}
