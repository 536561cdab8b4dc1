/** Seconds a browser keeps a content answer. */
const contentMaxAge = 300;

/** `Cache-Control` of every content answer: API JSON, pages and site files (docs/http.md). */
export const contentCaching = `public, max-age=${contentMaxAge}`;

/** `Cache-Control` of an API answer to another spelling of its address: the browser's, no shared cache's. */
export const privateCaching = `private, max-age=${contentMaxAge}`;

/** Hashed static assets: a new file name for new bytes, so kept for a year by everyone. */
export const immutableCaching = "public, max-age=31536000, immutable";

/** The shared cache's policy (RFC 9213 `CDN-Cache-Control`): a day, since changes purge by surrogate key. */
export const sharedCaching = "max-age=86400, stale-while-revalidate=60, stale-if-error=86400";

/** Something an answer depends on, as a surrogate key (`Surrogate-Key`; `Cache-Tag` on Cloudflare). */
export type SurrogateKey =
  // On every answer.
  | "all"
  // The title of any page, shown in related links and neighbors' links.
  | "titles"
  // What every page's header and footer show (the app's name, the audience pages).
  | "layout"
  // The app facts.
  | "app"
  // The API's description.
  | "api"
  // Search answers, which any content change can alter.
  | "search"
  // Calculator answers: code, never content.
  | "calculators"
  // What lists show of every item of a kind (titles, summaries, order, dates), or the release history.
  | `list:${ContentKind | "releases"}`
  // One content item (`doc:how-streaks-work`).
  | `${ContentKind}:${string}`;

/** The kinds of content item a key can name. */
export type ContentKind = "doc" | "article" | "tool" | "audience" | "info";

/** The `Surrogate-Key` value for keys (`all` first, each once). */
export function surrogateKeyHeader(keys: Iterable<SurrogateKey>): string {
  return [...new Set<string>(["all", ...keys])].join(" ");
}

/** Errors, and answers made for one request only (a 404 page, a busy answer), are not stored. */
export const errorCaching = "no-store";
