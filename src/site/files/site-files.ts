import type { SiteContext } from "../site-context.js";
import { agentsMd } from "./agents-md.js";
import { llmsTxt } from "./llms-txt.js";
import { robotsTxt } from "./robots-txt.js";
import { sitemapXml } from "./sitemap-xml.js";
import { whatsNewFeed } from "./whats-new-json.js";

/** A machine-readable file of the site, generated from the content graph. */
export interface SiteFile {
  readonly path: string;
  readonly contentType: string;
  render(context: SiteContext): string;
}

/** Every site-level file of specification section 4.3 except /openapi.json (served by the API). */
export const siteFiles: readonly SiteFile[] = [
  {
    path: "/llms.txt",
    contentType: "text/plain; charset=utf-8",
    render: (context) => llmsTxt(context.graph, context.urls),
  },
  { path: "/agents.md", contentType: "text/markdown; charset=utf-8", render: agentsMd },
  {
    path: "/whats-new.json",
    contentType: "application/json; charset=utf-8",
    render: (context) => JSON.stringify(whatsNewFeed(context.graph, context.urls)),
  },
  {
    path: "/sitemap.xml",
    contentType: "application/xml; charset=utf-8",
    render: (context) => sitemapXml(context.graph, context.urls),
  },
  {
    path: "/robots.txt",
    contentType: "text/plain; charset=utf-8",
    render: (context) => robotsTxt(context.urls),
  },
];
