import type { PageName } from "./page-routes.js";
import { markdownPath, type Params } from "./pattern.js";
import { pagePath } from "./site-map.js";

/** Absolute URLs of every page and file of the site, built from the configured public base URL. */
export type SiteUrls = ReturnType<typeof createSiteUrls>;

/** Creates the URL builder for the configured base URL, never a request's Host header (client-controlled). */
export function createSiteUrls(base: string) {
  /** An absolute URL for a site path (`/guide` -> `https://stepzy.app/guide`); absolute URLs pass through. */
  const absolute = (path: string) => (/^[a-z]+:/i.test(path) ? path : `${base}${path}`);
  /** The absolute URL of a page of the route table. */
  const page = (name: PageName, params?: Params) => absolute(pagePath(name, params));
  return {
    /** The public origin, without a trailing slash. */
    base,
    absolute,
    page,
    doc: (slug: string) => page("guidePage", { slug }),
    article: (slug: string) => page("article", { slug }),
    tool: (slug: string) => page("tool", { slug }),
    audience: (slug: string) => page("audience", { slug }),
    /** The Markdown variant of a page URL (docs/website.md: `/` is `/index.md`). */
    markdown: (pageUrl: string) =>
      pageUrl === base || pageUrl === `${base}/` ? `${base}${markdownPath("/")}` : markdownPath(pageUrl),
  };
}
