const escapedUnreserved = /%(4[1-9A-F]|5[0-9A]|6[1-9A-F]|7[0-9A]|3[0-9]|2D|5F|7E)/gi;

/**
 * The canonical spelling of a website path, which a page path that differs from it redirects to
 * (308): no trailing slash, no empty segment (`//guide` is `/guide`, as most servers merge
 * slashes), and letters, digits, `-`, `_` and `~` unescaped, since RFC 3986 section 6.2.2.2 makes
 * `%2D` and `-` the same. A `.` stays escaped, so that no dot segment is made; one leading slash,
 * so that `//host/` never becomes a redirect to another host.
 * @example canonicalPagePath("/guide/install%2Dand-set-up/") // "/guide/install-and-set-up"
 */
export function canonicalPagePath(path: string): string {
  const unescaped = path.includes("%")
    ? path.replace(escapedUnreserved, (_escape, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    : path;
  const merged = unescaped.includes("//") ? unescaped.replace(/\/{2,}/g, "/") : unescaped;
  return merged.length > 1 && merged.endsWith("/") ? merged.slice(0, -1) : merged;
}
