import type { SiteUrls } from "../../urls/site-urls.js";

/** /robots.txt: nothing is disallowed, and the sitemap is named (decisions.md section 3). */
export function robotsTxt(urls: SiteUrls): string {
  return `User-agent: *\nDisallow:\n\nSitemap: ${urls.absolute("/sitemap.xml")}\n`;
}
