import type { PageName } from "./page-routes.js";
import { markdownPath, type Params } from "./pattern.js";
import { pagePath } from "./site-map.js";

/** Absolute URLs of every page and file of the site, built from the configured public base URL. */
export interface SiteUrls {
  /** The public origin, without a trailing slash. */
  readonly base: string;
  /** An absolute URL for a site path (`/guide` -> `https://stepzy.app/guide`); absolute URLs pass through. */
  absolute(path: string): string;
  /** The absolute URL of a page of the route table. */
  page(name: PageName, params?: Params): string;
  doc(slug: string): string;
  article(slug: string): string;
  tool(slug: string): string;
  audience(slug: string): string;
  /** The Markdown variant of a page URL (docs/website.md: `/` is `/index.md`). */
  markdown(pageUrl: string): string;
}

/**
 * Creates the URL builder for the configured base URL, never a request's Host header (client-controlled).
 * @example createSiteUrls("https://stepzy.app").doc("how-streaks-work")
 */
export function createSiteUrls(base: string): SiteUrls {
  const absolute = (path: string) =>
    /^[a-z]+:/i.test(path) ? path : path === "/" ? `${base}/` : `${base}${path}`;
  const page = (name: PageName, params?: Params) => absolute(pagePath(name, params));
  return {
    base,
    absolute,
    page,
    doc: (slug) => page("guidePage", { slug }),
    article: (slug) => page("article", { slug }),
    tool: (slug) => page("tool", { slug }),
    audience: (slug) => page("audience", { slug }),
    markdown: (pageUrl) =>
      pageUrl === base || pageUrl === `${base}/` ? `${base}${markdownPath("/")}` : markdownPath(pageUrl),
  };
}
