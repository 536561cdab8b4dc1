import { apiVersion } from "../../api/operations/discovery-operations.js";
import { releaseList } from "../../api/resources/present-release.js";
import { mcpServerCard } from "../../mcp/server-card.js";
import { apiEntryPaths, type FileName, type FileRoute, fileRoutes } from "../../routes/file-routes.js";
import { indexablePages } from "../../routes/site-map.js";
import { escapeXml } from "../art/svg.js";
import type { SiteContext } from "../site-context.js";
import { agentsMd } from "./agents-md.js";
import { llmsFullBytes, llmsFullTxt } from "./llms-full-txt.js";
import { llmsTxt } from "./llms-txt.js";

/** A machine-readable file of the site, generated from the content graph. */
export interface SiteFile extends FileRoute {
  render(context: SiteContext): string;
}

/** What each file of the route table (`src/routes/file-routes.ts`) contains. */
const contents: { readonly [Name in FileName]: (context: SiteContext) => string } = {
  llmsTxt: (context) => llmsTxt(context.graph, context.urls, llmsFullBytes(context)),
  agentsMd,
  // The feed the app reads opens with its format's version.
  whatsNewJson: ({ graph, urls }) => {
    const { schemaVersion, ...list } = releaseList(graph, urls);
    return JSON.stringify({ schemaVersion, ...list });
  },
  // sitemaps.org protocol 0.9: every indexable page with its last-modified date.
  sitemapXml: ({ graph, urls }) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${indexablePages(
      graph,
    )
      .map(
        (page) =>
          `  <url>\n    <loc>${escapeXml(urls.absolute(page.path))}</loc>\n    <lastmod>${page.lastmod}</lastmod>\n  </url>`,
      )
      .join("\n")}\n</urlset>\n`,
  // Nothing is disallowed, and the sitemap is named (docs/website.md).
  robotsTxt: ({ urls }) =>
    `User-agent: *\nDisallow:\n\nSitemap: ${urls.absolute(fileRoutes.sitemapXml.path)}\n`,
  llmsFullTxt: llmsFullTxt,
  // The name, colors and icons of the site's "Add to Home Screen" bookmark.
  webManifest: ({ graph: { app }, assets }) =>
    JSON.stringify({
      name: app.alternateName ?? app.name,
      short_name: app.name,
      description: app.tagline ?? app.description,
      start_url: "/",
      display: "browser",
      background_color: "#ffffff",
      theme_color: "#0f766e",
      icons: [
        { src: assets.url("icon-192.png"), sizes: "192x192", type: "image/png" },
        { src: assets.url("icon-512.png"), sizes: "512x512", type: "image/png" },
        { src: assets.url("icon.svg"), sizes: "any", type: "image/svg+xml" },
      ],
      ...(app.appStoreUrl
        ? {
            related_applications: [{ platform: "itunes", url: app.appStoreUrl }],
            prefer_related_applications: false,
          }
        : {}),
    }),
  // RFC 9727: a linkset naming the API, its OpenAPI description and its docs.
  apiCatalog: ({ urls }) => {
    const api = urls.absolute(apiEntryPaths.index);
    return JSON.stringify({
      linkset: [
        { anchor: urls.absolute(fileRoutes.apiCatalog.path), item: [{ href: api }] },
        {
          anchor: api,
          "service-desc": [
            {
              href: urls.absolute(apiEntryPaths.openapi),
              type: "application/vnd.oai.openapi+json;version=3.1",
            },
          ],
          "service-doc": [{ href: urls.page("developers"), type: "text/html" }],
          "service-meta": [{ href: urls.absolute(fileRoutes.llmsTxt.path), type: "text/plain" }],
        },
      ],
    });
  },
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
