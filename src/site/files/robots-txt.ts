import { fileRoutes } from "../../routes/file-routes.js";
import type { SiteUrls } from "../../routes/site-urls.js";

/** /robots.txt: nothing is disallowed, and the sitemap is named (docs/website.md). */
export function robotsTxt(urls: SiteUrls): string {
  return `User-agent: *\nDisallow:\n\nSitemap: ${urls.absolute(fileRoutes.sitemapXml.path)}\n`;
}
