import type { SiteUrls } from "../routes/site-urls.js";
import type { SearchType } from "./search-document.js";

/**
 * The web page of a search result: guide pages under /guide, articles under /blog, calculators
 * under /tools and audience pages under /for.
 * @example pageUrl("doc", "how-streaks-work", urls) // "https://stepzy.app/guide/how-streaks-work"
 */
export function pageUrl(type: SearchType, slug: string, urls: SiteUrls): string {
  // Results name pages of the index, so the URLs kept are at most one per page and set of URLs;
  // filling a route pattern per result was about 7 % of a 404 page's time in-process, and a key
  // made of type and slug (a new string to hash per call) another 8 %: maps by type, then slug.
  let byType = madeUrls.get(urls);
  if (!byType) {
    byType = new Map();
    madeUrls.set(urls, byType);
  }
  let known = byType.get(type);
  if (!known) {
    known = new Map();
    byType.set(type, known);
  }
  let url = known.get(slug);
  if (url === undefined) {
    url = makePageUrl(type, slug, urls);
    known.set(slug, url);
  }
  return url;
}

const madeUrls = new WeakMap<SiteUrls, Map<SearchType, Map<string, string>>>();

function makePageUrl(type: SearchType, slug: string, urls: SiteUrls): string {
  switch (type) {
    case "doc":
      return urls.doc(slug);
    case "article":
      return urls.article(slug);
    case "calculator":
      return urls.tool(slug);
    case "audience":
      return urls.audience(slug);
  }
}
