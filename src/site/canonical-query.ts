/**
 * Whether a query parameter only says where a visitor came from (`utm_source`, `fbclid`, `gclid`):
 * pages and files ignore it, and the cache in front drops it from its key.
 */
export function isTrackingParameter(name: string): boolean {
  return name.startsWith("utm_") || name === "fbclid" || name === "gclid";
}

/** What a route reads of the query: the names it uses, or `any` when it parses every name itself. */
export type QueryReads = ReadonlySet<string> | "any";

/** A route that reads nothing of the query (most pages, site files, assets). */
export const readsNothing: QueryReads = new Set<string>();

/**
 * The query a page or file is canonically asked with when the one sent has parameters its route
 * does not read (tracking parameters aside): the read parameters in the order sent (`?page=2`, or
 * `""` for none). Undefined when the query sent is already canonical. Each spelling a client makes
 * up would otherwise be one more object in every cache in front (docs/caching-and-load.md).
 * @example canonicalSearch(new URLSearchParams("page=2&bust=1"), new Set(["page"])) // "?page=2"
 */
export function canonicalSearch(query: URLSearchParams, reads: QueryReads): string | undefined {
  if (reads === "any") return undefined;
  const kept = new URLSearchParams();
  let unread = false;
  for (const [name, value] of query) {
    if (reads.has(name)) kept.append(name, value);
    else if (!isTrackingParameter(name)) unread = true;
  }
  if (!unread) return undefined;
  return kept.size > 0 ? `?${kept}` : "";
}

/**
 * The redirect (308) to a canonical address, kept by no cache: a made-up spelling must not become
 * an object in the cache in front, and the address it points to is the one that is kept.
 */
export function canonicalRedirect(location: string): Response {
  return new Response(null, { status: 308, headers: { Location: location, "Cache-Control": "no-store" } });
}
