import type { ContentGraph } from "../../content/types.js";
import { indexablePages } from "../../routes/site-map.js";
import type { SiteUrls } from "../../routes/site-urls.js";
import { escapeXml } from "../art/svg.js";

/** /sitemap.xml: every indexable page with its last-modified date (sitemaps.org protocol 0.9). */
export function sitemapXml(graph: ContentGraph, urls: SiteUrls): string {
  const entries = indexablePages(graph).map(
    (page) =>
      `  <url>\n    <loc>${escapeXml(urls.absolute(page.path))}</loc>\n    <lastmod>${page.lastmod}</lastmod>\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`;
}
