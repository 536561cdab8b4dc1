import type { SiteUrls } from "../routes/site-urls.js";
import type { SearchType } from "./search-document.js";

/**
 * The web page of a search result: guide pages under /guide, articles under /blog, calculators
 * under /tools and audience pages under /for.
 * @example pageUrl("doc", "how-streaks-work", urls) // "https://stepzy.app/guide/how-streaks-work"
 */
export function pageUrl(type: SearchType, slug: string, urls: SiteUrls): string {
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
