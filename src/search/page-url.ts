import { cachedIn } from "../http/cached-in.js";
import type { SiteUrls } from "../routes/site-urls.js";
import type { SearchType } from "./search-document.js";

/**
 * The web page of a search result: /guide, /blog, /tools or /for by its type.
 * @example pageUrl("doc", "how-streaks-work", urls) // "https://stepzy.app/guide/how-streaks-work"
 */
export function pageUrl(type: SearchType, slug: string, urls: SiteUrls): string {
  // Kept per page of the index, so bounded; filling a route pattern per result was 7 % of a 404 page's time.
  // Maps by type, then slug: a key made of both (a new string to hash per call) cost another 8 %.
  const byType = cachedIn(madeUrls, urls, () => new Map<SearchType, Map<string, string>>());
  const known = cachedIn(byType, type, () => new Map<string, string>());
  return cachedIn(known, slug, () => urls[builderOf[type]](slug));
}

const madeUrls = new WeakMap<SiteUrls, Map<SearchType, Map<string, string>>>();

/** The URL builder of each result type's pages. */
const builderOf = {
  doc: "doc",
  article: "article",
  calculator: "tool",
  audience: "audience",
} as const satisfies Record<SearchType, keyof SiteUrls>;
