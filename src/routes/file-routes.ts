import { targetPath } from "../http/incoming.js";
import { immutableCaching, type SurrogateKey } from "./caching.js";

/** A machine-readable file of the site: its address, media type and what it shows. */
export interface FileRoute {
  readonly path: string;
  readonly contentType: string;
  /** Surrogate keys of what it shows (`caching.ts`). */
  readonly keys: readonly SurrogateKey[];
}

/** Every site-level file of docs/website.md but /openapi.json; `src/site/files/site-files.ts` makes each. */
export const fileRoutes = {
  llmsTxt: {
    path: "/llms.txt",
    contentType: "text/plain; charset=utf-8",
    // `search` too: it gives the size of llms-full.txt, which any page's text changes.
    keys: ["app", "list:doc", "list:article", "list:tool", "list:audience", "search"],
  },
  agentsMd: {
    path: "/agents.md",
    contentType: "text/markdown; charset=utf-8",
    keys: ["app", "api", "list:doc"],
  },
  whatsNewJson: {
    path: "/whats-new.json",
    contentType: "application/json; charset=utf-8",
    keys: ["list:releases"],
  },
  sitemapXml: {
    path: "/sitemap.xml",
    contentType: "application/xml; charset=utf-8",
    keys: ["list:doc", "list:article", "list:tool", "list:audience", "list:releases"],
  },
  robotsTxt: { path: "/robots.txt", contentType: "text/plain; charset=utf-8", keys: [] },
  llmsFullTxt: {
    path: "/llms-full.txt",
    contentType: "text/plain; charset=utf-8",
    keys: ["layout", "titles", "list:doc", "list:article", "search"],
  },
  mcpServerCard: {
    path: "/.well-known/mcp/server-card.json",
    contentType: "application/json; charset=utf-8",
    keys: ["api"],
  },
  webManifest: {
    path: "/manifest.webmanifest",
    contentType: "application/manifest+json; charset=utf-8",
    keys: ["app", "layout"],
  },
  apiCatalog: {
    path: "/.well-known/api-catalog",
    contentType: 'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"',
    keys: ["api"],
  },
} as const satisfies Readonly<Record<string, FileRoute>>;

/** The name of a site file (`llmsTxt`). */
export type FileName = keyof typeof fileRoutes;

/** What the icon aliases serve: the app icon, cached for a day (their address never changes). */
const appIconAlias = { cacheControl: "public, max-age=86400", asset: "apple-touch-icon.png" } as const;

/** The service's own addresses beside pages, files and operations: assets, health check, MCP, icons. */
export const serviceRoutes = {
  asset: { pattern: "/assets/{file}", cacheControl: immutableCaching },
  health: { pattern: "/healthz", cacheControl: "no-store" },
  /** The MCP server (Streamable HTTP, POST only: stateless); its card is a file above. */
  mcp: { pattern: "/mcp", cacheControl: "no-store", methods: "POST, OPTIONS" },
  /** Where browsers and iOS look for an icon without reading the page: the app icon, at a fixed address. */
  favicon: { pattern: "/favicon.ico", ...appIconAlias },
  touchIcon: { pattern: "/apple-touch-icon.png", ...appIconAlias },
} as const;

/** The MCP endpoint's addresses: also with a trailing slash, as clients are configured by hand. */
export const mcpPaths: readonly string[] = [serviceRoutes.mcp.pattern, `${serviceRoutes.mcp.pattern}/`];

/** The service routes that answer a static asset under a fixed address (the icon aliases). */
export const assetAliases = Object.values(serviceRoutes).filter(
  (route): route is (typeof serviceRoutes)["favicon"] => "asset" in route,
);

/** The entry points of the API that pages and content link to; each is an operation's path. */
export const apiEntryPaths = { index: "/api/v1", openapi: "/openapi.json" } as const;

/** Whether a path belongs to the JSON API, which never answers HTML: `/api/...` and the OpenAPI document. */
export function isApiPath(path: string): boolean {
  return path === "/api" || path.startsWith("/api/") || path === apiEntryPaths.openapi;
}

/** Whether a path, as sent, is under /api: `isApiPath`, or `/api%2F...`, where nothing answers a page. */
export function underApi(path: string): boolean {
  return isApiPath(path) || /^\/api%2f/i.test(path);
}

/**
 * Where a target, as sent, has a dot segment (plain or percent-encoded) that URL parsing resolves away.
 * @example dotSegmentIn("/api/%2e%2e/nope") // "api" (and "site" for "/zz/../guide?x=1")
 */
export function dotSegmentIn(target: string): "api" | "site" | undefined {
  const path = targetPath(target).replaceAll("\\", "/");
  if (!/(^|\/)(\.|%2e){1,2}(\/|$)/i.test(path.replace(/%2f/gi, "/"))) return undefined;
  return underApi(path) ? "api" : "site";
}
