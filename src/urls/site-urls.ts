/** Absolute URLs of every page and file of the site, built from the configured public base URL. */
export interface SiteUrls {
  /** The public origin, without a trailing slash. */
  readonly base: string;
  /** An absolute URL for a site path (`/guide` -> `https://stepzy.app/guide`); absolute URLs pass through. */
  absolute(path: string): string;
  doc(slug: string): string;
  article(slug: string): string;
  tool(slug: string): string;
  audience(slug: string): string;
  /** The Markdown variant of a page URL (decisions.md section 3: `/` is `/index.md`). */
  markdown(pageUrl: string): string;
}

/**
 * Creates the URL builder for a base URL. Absolute URLs never come from a request's Host header.
 * @example createSiteUrls("https://stepzy.app").doc("how-streaks-work")
 */
export function createSiteUrls(base: string): SiteUrls {
  const absolute = (path: string) =>
    /^[a-z]+:/i.test(path) ? path : `${base}${path === "/" ? "" : path}` || base;
  return {
    base,
    absolute: (path) => (path === "/" ? `${base}/` : absolute(path)),
    doc: (slug) => `${base}/guide/${slug}`,
    article: (slug) => `${base}/blog/${slug}`,
    tool: (slug) => `${base}/tools/${slug}`,
    audience: (slug) => `${base}/for/${slug}`,
    markdown: (pageUrl) =>
      pageUrl === base || pageUrl === `${base}/` ? `${base}/index.md` : `${pageUrl}.md`,
  };
}
