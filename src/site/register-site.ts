import type { Encoders } from "../http/encoding.js";
import type { Incoming } from "../http/incoming.js";
import type { PrepareBudget } from "../http/prepare-budget.js";
import {
  type AnswerParts,
  createRepresentation,
  type Representation,
  respond,
} from "../http/representation.js";
import type { Route, RoutedRequest } from "../http/router.js";
import { assetAliases, serviceRoutes } from "../routes/file-routes.js";
import { pageAliases } from "../routes/page-aliases.js";
import { markdownPath } from "../routes/pattern.js";
import { createSiteUrls } from "../routes/site-urls.js";
import type { ContentStore, Snapshot } from "../store/snapshot.js";
import { canonicalPagePath } from "./canonical-path.js";
import { canonicalRedirect, canonicalSearch } from "./canonical-query.js";
import { type SiteFile, siteFiles } from "./files/site-files.js";
import { negotiate } from "./negotiate.js";
import { keptSuggestions, notFoundIn } from "./not-found-answer.js";
import { notAcceptable, pageRespondOptions } from "./page-response.js";
import { resolvePage } from "./page-views.js";
import { fileRepresentation, pageRepresentation, prepareSite } from "./prepare-site.js";
import { securityHeaders } from "./security-headers.js";
import type { SiteContext } from "./site-context.js";
import { errorPage } from "./site-errors.js";
import { assetOptions, fileOptions, readsNoQuery } from "./site-file-answers.js";
import {
  createSiteState,
  memo,
  type SiteState,
  type SiteStateOptions,
  type SnapshotSite,
} from "./site-state.js";

/** What the website needs from the composition root. */
export interface SiteOptions extends Pick<SiteStateOptions, "operations" | "assetFiles"> {
  /** Public origin every absolute URL is built from. */
  readonly baseUrl: string;
  readonly store: ContentStore;
  readonly encoders?: Encoders;
}

/** The website: its routes, and its answers for unknown pages and failures outside /api. */
export type Site = ReturnType<typeof createSite>;

/** The website's state: the store it answers from, its per-snapshot state and its encoders. */
interface Website {
  readonly store: ContentStore;
  readonly state: SiteState;
  readonly encoders: Encoders;
  /** The snapshot's site once made, so a request that renders nothing is answered synchronously. */
  readonly ready: WeakMap<Snapshot, SnapshotSite>;
}

function withSite<T>(website: Website, answer: (site: SnapshotSite) => T | Promise<T>): T | Promise<T> {
  const snapshot = website.store.current();
  const ready = website.ready.get(snapshot);
  if (ready) return answer(ready);
  return website.state.forSnapshot(snapshot).then((site) => {
    website.ready.set(snapshot, site);
    return answer(site);
  });
}

/** A page, its Markdown, a redirect to its address, or the 404 page, for a GET outside /api. */
function pageIn(
  site: SnapshotSite,
  { incoming, url }: RoutedRequest,
  encoders: Encoders,
): AnswerParts | Promise<AnswerParts> {
  const path = canonicalPagePath(url.pathname);
  const markdownUrl = path.endsWith(".md") && path !== "/.md";
  const pagePath = path === "/index.md" ? "/" : markdownUrl ? path.slice(0, -3) : path;
  const resolved = pagePath === "/index" ? undefined : resolvePage(site.context, pagePath, url.searchParams);
  // A name people type for a part of a page (`/pricing`): one redirect there, whatever its spelling,
  // and to that page's Markdown from the name's `.md` (`/pricing.md` to `/index.md`, whose headings
  // are not named by the page's anchors: `/#pricing` to `/index.md`).
  const alias = resolved ? undefined : pageAliases.get(markdownUrl ? pagePath : path)?.target;
  if (alias) return canonicalRedirect(markdownUrl ? markdownPath(alias.split("#")[0]!) : alias);
  // One redirect to the canonical address: the path's spelling, and only the parameters it reads.
  const search = resolved ? canonicalSearch(url.search, resolved.reads) : undefined;
  if (search !== undefined) return canonicalRedirect(`${path}${search}`);
  if (path !== url.pathname) return canonicalRedirect(`${path}${url.search}`);
  if (!resolved || (markdownUrl && !resolved.hasMarkdownPath))
    return notFoundIn(site, incoming, url.pathname, encoders, markdownUrl ? "markdown" : undefined);
  const format = markdownUrl ? "markdown" : negotiate(incoming.accept);
  if (format === "none") {
    const { urls } = site.context;
    return notAcceptable(
      resolved.hasMarkdownPath ? `${urls.markdown(urls.absolute(pagePath))}${url.search}` : undefined,
    );
  }
  if (format === "html" && resolved.document)
    return serveDocument(incoming, site, pagePath, resolved.document, encoders);
  // Pages that depend on the snapshot only are rendered once and compressed with more effort.
  return pageRepresentation(site, format, resolved, encoders).then((rendered) =>
    respond(incoming, rendered.representation, pageRespondOptions(rendered, format, site.context)),
  );
}

/** A page whose HTML is a document of its own (the API reference), negotiating Markdown like any page. */
async function serveDocument(
  request: Incoming,
  site: SnapshotSite,
  path: string,
  document: (context: SiteContext) => string,
  encoders: Encoders,
): Promise<AnswerParts> {
  const representation = await memo(site.files, path, async () =>
    createRepresentation(document(site.context), "text/html; charset=utf-8", encoders, "best"),
  );
  const page = { representation, view: { path, markdownPath: markdownPath(path) } };
  const options = pageRespondOptions(page, "html", site.context);
  return respond(request, representation, {
    ...options,
    headers: { ...options.headers, ...securityHeaders("api-reference"), "X-Robots-Tag": "noindex" },
  });
}

async function serveFile(website: Website, request: Incoming, file: SiteFile): Promise<AnswerParts> {
  const site = await website.state.forSnapshot(website.store.current());
  const representation = await fileRepresentation(site, file, website.encoders);
  return respond(request, representation, fileOptions(file, representation));
}

/** An asset's answer, or the 404 page when there is none of that name. */
async function serveAsset(
  website: Website,
  { incoming, url }: RoutedRequest,
  representation: Promise<Representation> | undefined,
  cacheControl: string,
): Promise<AnswerParts> {
  if (!representation)
    return withSite(website, (site) => notFoundIn(site, incoming, url.pathname, website.encoders));
  return respond(incoming, await representation, assetOptions(cacheControl));
}

/** The site's own addresses: hashed assets, site files and icon aliases. */
function siteRoutes(website: Website): Route[] {
  const { state } = website;
  return [
    {
      pattern: serviceRoutes.asset.pattern,
      answer: readsNoQuery(async (request) =>
        serveAsset(
          website,
          request,
          (await state.assets()).representation(request.params.file ?? ""),
          serviceRoutes.asset.cacheControl,
        ),
      ),
    },
    ...siteFiles.map((file) => ({
      pattern: file.path,
      answer: readsNoQuery((request) => serveFile(website, request.incoming, file)),
    })),
    ...assetAliases.map((alias) => ({
      pattern: alias.pattern,
      answer: readsNoQuery(async (request) =>
        serveAsset(website, request, (await state.assets()).named(alias.asset), alias.cacheControl),
      ),
    })),
  ];
}

/** Creates the website over the content store: pages, their Markdown, site files and assets. */
export function createSite(options: SiteOptions) {
  const encoders = options.encoders ?? {};
  const state = createSiteState({ ...options, urls: createSiteUrls(options.baseUrl), encoders });
  const website: Website = { store: options.store, state, encoders, ready: new WeakMap() };
  return {
    /** The site's own addresses: hashed assets, site files and icon aliases. */
    routes: siteRoutes(website),
    /** A GET of any other path outside /api: a page, a redirect to its address, or the 404 page. */
    page: (request: RoutedRequest) => withSite(website, (site) => pageIn(site, request, encoders)),
    /** Prepares a snapshot's site files and, while the budget lasts, its pages (`prepareSite`). */
    prepare: (
      snapshot: Snapshot,
      budget: PrepareBudget = { left: Number.POSITIVE_INFINITY, deferred: 0 },
      assets = false,
    ) => prepareSite(state, snapshot, budget, encoders, assets),
    error: () => errorPage(options.store.current().graph.app.name),
    /** How full the current snapshot's kept 404 suggestions are. */
    keptSuggestions: () => keptSuggestions(options.store.current().graph),
  };
}
