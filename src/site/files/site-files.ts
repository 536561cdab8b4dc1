import { apiVersion } from "../../api/operations/discovery-operations.js";
import { mcpServerCard } from "../../mcp/server-card.js";
import { type FileName, type FileRoute, fileRoutes } from "../../routes/file-routes.js";
import type { SiteContext } from "../site-context.js";
import { agentsMd } from "./agents-md.js";
import { apiCatalog } from "./api-catalog.js";
import { llmsFullBytes, llmsFullTxt } from "./llms-full-txt.js";
import { llmsTxt } from "./llms-txt.js";
import { robotsTxt } from "./robots-txt.js";
import { sitemapXml } from "./sitemap-xml.js";
import { webManifest } from "./web-manifest.js";
import { whatsNewFeed } from "./whats-new-json.js";

/** A machine-readable file of the site, generated from the content graph. */
export interface SiteFile extends FileRoute {
  render(context: SiteContext): string;
}

/** What each file of the route table (`src/routes/file-routes.ts`) contains. */
const contents: { readonly [Name in FileName]: (context: SiteContext) => string } = {
  llmsTxt: (context) => llmsTxt(context.graph, context.urls, llmsFullBytes(context)),
  agentsMd,
  whatsNewJson: (context) => JSON.stringify(whatsNewFeed(context.graph, context.urls)),
  sitemapXml: (context) => sitemapXml(context.graph, context.urls),
  robotsTxt: (context) => robotsTxt(context.urls),
  llmsFullTxt: llmsFullTxt,
  webManifest: (context) => JSON.stringify(webManifest(context)),
  apiCatalog: (context) => JSON.stringify(apiCatalog(context.urls)),
  mcpServerCard: (context) =>
    JSON.stringify(
      mcpServerCard({ operations: context.operations, version: apiVersion, baseUrl: context.urls.base }),
    ),
};

/** Every site-level file of docs/website.md except /openapi.json (served by the API). */
export const siteFiles: readonly SiteFile[] = (Object.keys(fileRoutes) as FileName[]).map((name) => ({
  ...fileRoutes[name],
  render: contents[name],
}));
