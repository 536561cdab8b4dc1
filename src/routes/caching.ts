/**
 * `Cache-Control` of every content answer: API JSON, pages and site files (docs/http.md).
 * Errors are `no-store`; hashed assets are `immutable`.
 */
export const contentCaching = "public, max-age=300";

/** Hashed static assets: a new file name for new bytes, so kept for a year by everyone. */
export const immutableCaching = "public, max-age=31536000, immutable";

/**
 * The shared cache's policy for the same answers (RFC 9213 `CDN-Cache-Control`, which browsers and
 * other caches ignore): a day, since a content change purges exactly the answers it changes by
 * their surrogate keys; served stale for a minute while revalidating, and for a day while the
 * origin fails.
 */
export const sharedCaching = "max-age=86400, stale-while-revalidate=60, stale-if-error=86400";

/**
 * What an answer depends on, as surrogate keys (`Surrogate-Key`, space-separated; Varnish xkey,
 * Fastly; `Cache-Tag` on Cloudflare). Every answer has `all`.
 * - `<kind>:<slug>`: one content item (`doc:how-streaks-work`, `article:`, `tool:`, `audience:`);
 * - `list:<kind>`: what lists show of every item of a kind (titles, summaries, order, dates);
 *   `list:releases` the release history;
 * - `titles`: the title of any page, shown in related links and neighbors' links;
 * - `layout`: what every page's header and footer show (the app's name, the audience pages);
 * - `app`: the app facts; `api`: the API's description; `search`: search answers (any content);
 *   `calculators`: calculator answers (code, never content).
 */
export type SurrogateKey =
  | "all"
  | "titles"
  | "layout"
  | "app"
  | "api"
  | "search"
  | "calculators"
  | `list:${ContentKind | "releases"}`
  | `${ContentKind}:${string}`;

/** The kinds of content item a key can name. */
export type ContentKind = "doc" | "article" | "tool" | "audience" | "info";

/** The `Surrogate-Key` value for keys (`all` first, each once). */
export function surrogateKeyHeader(keys: Iterable<SurrogateKey>): string {
  return [...new Set<string>(["all", ...keys])].join(" ");
}

/** Errors, and answers made for one request only (a 404 page, a busy answer), are not stored. */
export const errorCaching = "no-store";
