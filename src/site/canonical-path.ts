const escapedUnreserved = /%(4[1-9A-F]|5[0-9A]|6[1-9A-F]|7[0-9A]|3[0-9]|2D|5F|7E)/gi;

/**
 * The canonical spelling of a website path, which a page path that differs from it redirects to
 * (308): no trailing slash, and letters, digits, `-`, `_` and `~` unescaped, since RFC 3986 section
 * 6.2.2.2 makes `%2D` and `-` the same. A `.` stays escaped, so that no dot segment is made, and
 * one leading slash only, so that `//host/` never becomes a redirect to another host.
 * @example canonicalPagePath("/guide/install%2Dand-set-up/") // "/guide/install-and-set-up"
 */
export function canonicalPagePath(path: string): string {
  const unescaped = path.includes("%")
    ? path.replace(escapedUnreserved, (_escape, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    : path;
  return unescaped.length > 1 && unescaped.endsWith("/")
    ? `/${unescaped.replace(/^\/+|\/+$/g, "")}`
    : unescaped;
}
