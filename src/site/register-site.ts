import type { AnyOperation } from "../api/operation.js";
import type { ContentGraph } from "../content/types.js";
import type { ContentCoding, Encoders } from "../http/encoding.js";
import type { PreparedEntry } from "../http/fast-answers.js";
import { inBatches } from "../http/in-batches.js";
import type { Incoming } from "../http/incoming.js";
import { createPrepareBudget, type PrepareBudget } from "../http/prepare-budget.js";
import {
  type AnswerParts,
  createRepresentation,
  createRepresentationAround,
  type Representation,
  type RespondOptions,
  representationBytes,
  respond,
} from "../http/representation.js";
import type { Route, RoutedRequest } from "../http/router.js";
import { sharedCaching, surrogateKeyHeader } from "../routes/caching.js";
import { assetAliases, fileRoutes, serviceRoutes } from "../routes/file-routes.js";
import { markdownPath } from "../routes/pattern.js";
import { indexablePages } from "../routes/site-map.js";
import { createSiteUrls } from "../routes/site-urls.js";
import type { ContentStore } from "../store/content-store.js";
import type { Snapshot } from "../store/snapshot.js";
import type { AssetFile } from "./assets/static-assets.js";
import { canonicalPagePath } from "./canonical-path.js";
import { canonicalRedirect, canonicalSearch, readsNothing } from "./canonical-query.js";
import { type SiteFile, siteFiles } from "./files/site-files.js";
import { negotiate } from "./negotiate.js";
import { type NotFoundShell, notFoundShell, readyNotFoundShell } from "./not-found-shell.js";
import {
  markdownTokens,
  notAcceptable,
  type PageFormatName,
  pageCaching,
  pageRespondOptions,
  pageResponse,
  renderPage,
  sharedPolicy,
} from "./page-response.js";
import { resolvePage } from "./page-views.js";
import {
  notFoundSuggestions,
  suggestionQuery,
  suggestionsHtml,
  suggestionsMarkdown,
} from "./pages/not-found-page.js";
import { securityHeaders } from "./security-headers.js";
import type { SiteContext } from "./site-context.js";
import { errorPage } from "./site-errors.js";
import { createSiteState, memo, type SnapshotSite } from "./site-state.js";
import { createSuggestionMemo, type SuggestionMemo } from "./suggestion-memo.js";

/** Makes every compressed variant of a representation now rather than on first request. */
function compressAll(representation: Representation): void {
  for (const coding of Object.keys(representation.codings) as ContentCoding[]) representation.variant(coding);
}

/** What the website needs from the composition root. */
export interface SiteOptions {
  /** Public origin every absolute URL is built from. */
  readonly baseUrl: string;
  readonly store: ContentStore;
  /** The API route table, for the developer page and /agents.md. */
  readonly operations: readonly AnyOperation[];
  readonly encoders?: Encoders;
  /** The bundled browser scripts, from the runtime edge. */
  readonly assetFiles: () => Promise<readonly AssetFile[]>;
}

/** A target the site prepared an answer for, and that answer. */
export type PreparedSiteAnswer = readonly [target: string, entry: PreparedEntry];

/** The website: its routes, and its answers for unknown pages and failures outside /api. */
export interface Site {
  /** The site's own addresses: hashed assets, site files and icon aliases. */
  readonly routes: readonly Route[];
  /** The answer to a GET of any other path outside /api: a page, a redirect to its address, or the 404 page. */
  page(request: RoutedRequest): AnswerParts | Promise<AnswerParts>;
  /**
   * Renders every site file and, while the budget lasts, the indexable pages (HTML and Markdown,
   * the fixed pages first) of a snapshot, with their compressed variants, so that requests are
   * lookups; returns how many representations it made and the answers by target.
   */
  prepare(
    snapshot: Snapshot,
    budget?: PrepareBudget,
  ): Promise<{ readonly made: number; readonly answers: readonly PreparedSiteAnswer[] }>;
  /** The 404 page of a path (`.md` URLs and `Accept: text/markdown` get its Markdown). */
  notFound(request: Incoming, path: string, asked?: PageFormatName): AnswerParts | Promise<AnswerParts>;
  error(): AnswerParts;
  /** How full the current snapshot's kept 404 suggestions are. */
  keptSuggestions(): { readonly entries: number; readonly characters: number };
}

/** Creates the website over the content store: pages, their Markdown, site files and assets. */
export function createSite(options: SiteOptions): Site {
  const encoders = options.encoders ?? {};
  const urls = createSiteUrls(options.baseUrl);
  const state = createSiteState({
    urls,
    operations: options.operations,
    encoders,
    assetFiles: options.assetFiles,
  });
  const current = () => state.forSnapshot(options.store.current());

  // The HTML 404's answer options, per snapshot's site context (see `notFoundAnswer`).
  const htmlNotFoundOptions = new WeakMap<SiteContext, RespondOptions>();

  /** The 404 answer for a path: the snapshot's 404 page with this path's suggestions. */
  function notFoundAnswer(
    site: SnapshotSite,
    shell: NotFoundShell,
    path: string,
    format: PageFormatName,
    middle: string,
  ): { representation: Representation; options: RespondOptions } {
    const [before, after] = shell[format];
    const representation = createRepresentationAround(
      before,
      middle,
      after,
      format === "html" ? "text/html; charset=utf-8" : "text/markdown; charset=utf-8",
      encoders,
    );
    const page = { representation, view: { path, status: 404 } };
    if (format === "markdown")
      return { representation, options: pageRespondOptions(page, format, site.context) };
    // The HTML 404's headers do not depend on the path (the Markdown one's give its size): made once.
    let htmlOptions = htmlNotFoundOptions.get(site.context);
    if (!htmlOptions) {
      htmlOptions = pageRespondOptions(page, format, site.context);
      htmlNotFoundOptions.set(site.context, htmlOptions);
    }
    return { representation, options: htmlOptions };
  }

  /** A 404 page's suggestions in its format. */
  const suggestionMemos = new WeakMap<ContentGraph, SuggestionMemo>();
  function suggestionsText(site: SnapshotSite, path: string, format: PageFormatName): string {
    let memo = suggestionMemos.get(site.context.graph);
    if (!memo) {
      memo = createSuggestionMemo();
      suggestionMemos.set(site.context.graph, memo);
    }
    const missing = path.slice(0, 200);
    return memo.text(`${format} ${suggestionQuery(missing)}`, () => {
      const suggestions = notFoundSuggestions(site.context, missing);
      return format === "markdown" ? suggestionsMarkdown(suggestions) : suggestionsHtml(suggestions);
    });
  }

  /**
   * The snapshot's site once made, so that a request for a page or the 404 page is answered
   * synchronously whenever nothing has to be rendered for it.
   */
  const readySites = new WeakMap<Snapshot, SnapshotSite>();
  function withSite<T>(answer: (site: SnapshotSite) => T | Promise<T>): T | Promise<T> {
    const snapshot = options.store.current();
    const ready = readySites.get(snapshot);
    if (ready) return answer(ready);
    return state.forSnapshot(snapshot).then((site) => {
      readySites.set(snapshot, site);
      return answer(site);
    });
  }

  function notFoundIn(
    site: SnapshotSite,
    request: Incoming,
    path: string,
    asked?: PageFormatName,
  ): AnswerParts | Promise<AnswerParts> {
    // A `.md` URL asks for Markdown whatever the Accept header says; so does its 404.
    const format: PageFormatName = asked ?? (negotiate(request.accept) === "markdown" ? "markdown" : "html");
    // The page is rendered once per snapshot; a request adds only its suggestions.
    const answer = (shell: NotFoundShell) => {
      const made = notFoundAnswer(site, shell, path, format, suggestionsText(site, path, format));
      return respond(request, made.representation, made.options);
    };
    const shell = readyNotFoundShell(site.context);
    return shell ? answer(shell) : notFoundShell(site.context).then(answer);
  }

  function notFound(request: Incoming, path: string, asked?: PageFormatName) {
    return withSite((site) => notFoundIn(site, request, path, asked));
  }

  function pageIn(site: SnapshotSite, { incoming, url }: RoutedRequest): AnswerParts | Promise<AnswerParts> {
    const path = canonicalPagePath(url.pathname);
    const markdownUrl = path.endsWith(".md") && path !== "/.md";
    const pagePath = path === "/index.md" ? "/" : markdownUrl ? path.slice(0, -3) : path;
    const resolved =
      pagePath === "/index" ? undefined : resolvePage(site.context, pagePath, url.searchParams);
    // One redirect to the canonical address: the path's spelling, and only the parameters it reads.
    const search = resolved ? canonicalSearch(url.search, resolved.reads) : undefined;
    if (search !== undefined) return canonicalRedirect(`${path}${search}`);
    if (path !== url.pathname) return canonicalRedirect(`${path}${url.search}`);
    if (!resolved || (markdownUrl && !resolved.hasMarkdownPath))
      return notFoundIn(site, incoming, url.pathname, markdownUrl ? "markdown" : undefined);
    const format = markdownUrl ? "markdown" : negotiate(incoming.accept);
    if (format === "none") {
      const markdownPath = resolved.hasMarkdownPath
        ? `${urls.markdown(urls.absolute(pagePath))}${url.search}`
        : undefined;
      return notAcceptable(markdownPath);
    }
    if (format === "html" && resolved.document)
      return serveDocument(incoming, site, pagePath, resolved.document);
    // Pages that depend on the snapshot only are rendered once and compressed with more effort.
    return pageRepresentation(site, format, resolved).then((rendered) =>
      pageResponse(incoming, rendered, format, site.context),
    );
  }

  const page = (request: RoutedRequest) => withSite((site) => pageIn(site, request));

  /**
   * A page whose HTML is a document of its own (the interactive API reference): it negotiates
   * Markdown like every other page, and its Markdown points at the machine-readable description.
   */
  async function serveDocument(
    request: Incoming,
    site: SnapshotSite,
    path: string,
    document: (context: SiteContext) => string,
  ): Promise<AnswerParts> {
    const representation = await memo(site.files, path, async () =>
      createRepresentation(document(site.context), "text/html; charset=utf-8", encoders, { effort: "best" }),
    );
    const { urls } = site.context;
    return respond(request, representation, {
      cacheControl: pageCaching,
      shared: sharedPolicy(site.context, path),
      vary: ["Accept"],
      headers: {
        ...securityHeaders("api-reference"),
        "X-Robots-Tag": "noindex",
        Link: `<${urls.absolute(markdownPath(path))}>; rel="alternate"; type="text/markdown", <${urls.absolute(fileRoutes.llmsTxt.path)}>; rel="describedby"`,
      },
    });
  }

  const fileRepresentation = (site: SnapshotSite, file: SiteFile) =>
    memo(site.files, file.path, async () =>
      createRepresentation(file.render(site.context), file.contentType, encoders, { effort: "best" }),
    );

  const pageRepresentation = (
    site: SnapshotSite,
    format: PageFormatName,
    resolved: NonNullable<ReturnType<typeof resolvePage>>,
  ) =>
    resolved.cacheKey
      ? memo(site.pages, `${format} ${resolved.cacheKey}`, () =>
          renderPage(resolved.build(), format, site.context, encoders, "best"),
        )
      : renderPage(resolved.build(), format, site.context, encoders);

  /** Assets and icons for a shared cache: kept like every content answer, purged only with `all`. */
  const assetShared = { keys: surrogateKeyHeader([]), cacheControl: sharedCaching };

  const fileOptions = (file: SiteFile, representation: Representation): RespondOptions => ({
    cacheControl: pageCaching,
    headers: {
      "X-Content-Type-Options": "nosniff",
      ...(file.contentType.startsWith("text/markdown")
        ? { "X-Markdown-Tokens": String(markdownTokens(representation.byteLength)) }
        : {}),
    },
    shared: { keys: surrogateKeyHeader(file.keys), cacheControl: sharedCaching },
  });

  async function prepare(
    snapshot: Snapshot,
    budget: PrepareBudget = createPrepareBudget(Number.POSITIVE_INFINITY),
  ): Promise<{ made: number; answers: PreparedSiteAnswer[] }> {
    const site = await state.forSnapshot(snapshot);
    await notFoundShell(site.context);
    const answers: PreparedSiteAnswer[] = [];
    const register = (target: string, entry: PreparedEntry) => answers.push([target, entry]);
    const files = await Promise.all(
      siteFiles.map(async (file) => {
        const representation = await fileRepresentation(site, file);
        register(file.path, {
          kind: "fixed",
          answer: { representation, options: fileOptions(file, representation) },
        });
        return [representation];
      }),
    );
    // The fixed pages (home, indexes) before the pages of each content item: within a budget,
    // those are the ones most visited.
    const ordered = [...indexablePages(snapshot.graph)].sort(
      (a, b) => Object.keys(a.params).length - Object.keys(b.params).length,
    );
    const pages = await inBatches(ordered, 16, async (page) => {
      // The fixed pages are always prepared; each content item's page while the budget lasts.
      if (!budget.open && Object.keys(page.params).length > 0) {
        budget.defer();
        return [];
      }
      const resolved = resolvePage(site.context, page.path, new URLSearchParams());
      if (!resolved?.cacheKey) return [];
      const variant = async (format: PageFormatName) => {
        const rendered = await pageRepresentation(site, format, resolved);
        return {
          representation: rendered.representation,
          options: pageRespondOptions(rendered, format, site.context),
        };
      };
      const [html, markdown] = await Promise.all([
        variant("html"),
        resolved.hasMarkdownPath ? variant("markdown") : undefined,
      ]);
      if (!markdown) {
        compressAll(html.representation);
        budget.spend(representationBytes(html.representation));
        return [html.representation];
      }
      for (const representation of [html.representation, markdown.representation]) {
        compressAll(representation);
        budget.spend(representationBytes(representation));
      }
      register(page.path, { kind: "negotiated", html, markdown });
      register(page.path === "/" ? "/index.md" : `${page.path}.md`, { kind: "fixed", answer: markdown });
      return [html.representation, markdown.representation];
    });
    // Compressed variants too, a page at a time, inside the batches that let requests through.
    const representations = [...files, ...pages].flat();
    for (const representation of files.flat()) compressAll(representation);
    return { made: representations.length, answers };
  }

  /**
   * A file or asset route that reads nothing of the query: sent with one, it redirects to its
   * address without it (one cache object per file); otherwise `serve` answers.
   */
  const readsNoQuery =
    (serve: (request: RoutedRequest) => Promise<AnswerParts>) =>
    (request: RoutedRequest): Promise<AnswerParts> => {
      const { url } = request;
      const search = canonicalSearch(url.search, readsNothing);
      return search === undefined
        ? serve(request)
        : Promise.resolve(canonicalRedirect(`${url.pathname}${search}`));
    };

  async function serveFile(request: Incoming, file: SiteFile): Promise<AnswerParts> {
    const site = await current();
    const representation = await fileRepresentation(site, file);
    return respond(request, representation, fileOptions(file, representation));
  }

  /** An asset's answer, or the 404 page when there is none of that name. */
  async function serveAsset(
    { incoming, url }: RoutedRequest,
    representation: Promise<Representation> | undefined,
    cacheControl: string,
  ): Promise<AnswerParts> {
    if (!representation) return notFound(incoming, url.pathname);
    return respond(incoming, await representation, {
      cacheControl,
      headers: { "X-Content-Type-Options": "nosniff" },
      shared: assetShared,
    });
  }

  const routes: Route[] = [
    {
      pattern: serviceRoutes.asset.pattern,
      answer: readsNoQuery(async (request) =>
        serveAsset(
          request,
          (await state.assets()).representation(request.params.file ?? ""),
          serviceRoutes.asset.cacheControl,
        ),
      ),
    },
    ...siteFiles.map((file) => ({
      pattern: file.path,
      answer: readsNoQuery((request) => serveFile(request.incoming, file)),
    })),
    ...assetAliases.map((alias) => ({
      pattern: alias.pattern,
      answer: readsNoQuery(async (request) =>
        serveAsset(request, (await state.assets()).named(alias.asset), alias.cacheControl),
      ),
    })),
  ];

  return {
    routes,
    page,
    prepare,
    notFound,
    error: () => errorPage(options.store.current().graph.app.name),
    keptSuggestions: () => {
      const memo = suggestionMemos.get(options.store.current().graph);
      return { entries: memo?.entries ?? 0, characters: memo?.characters ?? 0 };
    },
  };
}
