import { type ApiResponder, createApiResponder } from "./api/api-responder.js";
import { buildOpenApiDocument } from "./api/openapi/build-openapi.js";
import { responseExamples } from "./api/openapi/response-examples.js";
import type { AnyOperation, ApiContext } from "./api/operation.js";
import { apiVersion } from "./api/operations/discovery-operations.js";
import { operations } from "./api/routes.js";
import type { ContentGraph } from "./content/types.js";
import type { Admission } from "./http/admission.js";
import { contentHeaders } from "./http/common-headers.js";
import type { Encoders } from "./http/encoding.js";
import type { Incoming } from "./http/incoming.js";
import { createPrepareBudget, defaultPrepareBudgetBytes } from "./http/prepare-budget.js";
import {
  createPreparedAnswers,
  lookupPrepared,
  type PreparedAnswers,
  type PreparedEntry,
} from "./http/prepared-answers.js";
import type { AnswerParts } from "./http/representation.js";
import type { Logger } from "./http/request-log.js";
import { createRouter } from "./http/router.js";
import type { SiteUrls } from "./routes/site-urls.js";
import { createSiteUrls } from "./routes/site-urls.js";
import type { IndexFiles } from "./search/indexed-terms.js";
import { searchServiceFactory } from "./search/search-service.js";
import { answerRouted, type RequestPath } from "./serve/answer-request.js";
import { routeTable } from "./serve/route-table.js";
import { type WebApp, webApp } from "./serve/web-app.js";
import type { AssetFile } from "./site/assets/static-assets.js";
import { negotiate } from "./site/negotiate.js";
import { createSite, type Site } from "./site/register-site.js";
import { createContentStore, type MutableContentStore } from "./store/content-store.js";
import { createSnapshot, type ServiceFactory, type Snapshot } from "./store/snapshot.js";

/** Services derived from every snapshot (search index, ...). */
export const serviceFactories: readonly ServiceFactory[] = [searchServiceFactory()];

/** What composing the service needs besides the content. */
export interface ComposeOptions {
  readonly baseUrl: string;
  readonly encoders?: Encoders;
  readonly log?: Logger;
  /** The website's bundled browser scripts, from the runtime edge (on Node, `loadNodeAssetFiles`). */
  readonly siteAssetFiles: () => Promise<readonly AssetFile[]>;
  /** Where computed work inside a request (MCP tool calls) waits its turn: the runtime edge's gate. */
  readonly admission?: Admission;
  /** Runtime figures for /healthz (event-loop delay, memory), from the runtime edge. */
  readonly health?: () => Readonly<Record<string, unknown>>;
  /** Bytes the answers prepared at start may keep (`PREPARE_BUDGET_MB`); the rest are made on request. */
  readonly prepareBudgetBytes?: number;
  /** The built site's search index files, read instead of indexing when written for this content. */
  readonly searchIndex?: IndexFiles;
}

/** The composed service: one request path, and the store a reload swaps snapshots in. */
export interface Service {
  /** The request path as a Web handler: the Worker's `fetch` and the in-process client of tests. */
  readonly app: WebApp;
  readonly store: MutableContentStore;
  /** Answers any request (docs/architecture.md): a prepared answer by exact target, else the routed path. */
  answer(request: Incoming): AnswerParts | Promise<AnswerParts>;
  /** The first step of `answer`: the prepared answer to a GET or HEAD of this exact target, or undefined. */
  lookup(request: Incoming): AnswerParts | undefined;
  /** The rest of `answer`: route, parameters, make or look up, negotiate, common headers. */
  route(request: Incoming): AnswerParts | Promise<AnswerParts>;
  /** Prepares every content answer of the current snapshot, in all codings, so that a request is a lookup. */
  prepare(options?: {
    /** The static assets too (scripts, styles, images), as the build does; on request otherwise. */
    readonly assets?: boolean;
  }): Promise<{ readonly api: number; readonly site: number; readonly deferred: number }>;
  /** Every prepared target of the current snapshot with its entry: what the build writes. */
  preparedEntries(): [string, PreparedEntry][];
  /** Takes prepared answers made elsewhere (the build's artifact) for the current snapshot. */
  adoptPrepared(entries: Iterable<readonly [string, PreparedEntry]>): void;
  /** Replaces the content: the new snapshot is prepared, then swapped in whole, so no request sees a mix. */
  reload(graph: ContentGraph): Promise<void>;
  /** Every request target the current snapshot has a prepared answer for (after `prepare`). */
  preparedTargets(): string[];
  /** How full each answer cache tier is; each stays in its budget (SECURITY.md) whatever clients send. */
  usage(): ServiceUsage;
}

/** The tiers of one snapshot's answer cache, and what is kept by request input beside them. */
export interface ServiceUsage {
  /** Prepared: every content answer, made once per snapshot (all representations and codings). */
  readonly preparedAnswers: { readonly entries: number; readonly bytes: number };
  /** Kept: content answers made for request parameters beyond the prepared defaults (`?offset=40`). */
  readonly keptAnswers: { readonly entries: number; readonly bytes: number };
  /** Kept: computed API answers (calculators, search) by exact target, from their second request. */
  readonly keptComputed: { readonly entries: number; readonly bytes: number };
  /** Kept: 404 suggestion lists by the words searched for (`suggestionMemoBudget`). */
  readonly keptSuggestions: { readonly entries: number; readonly characters: number };
  /** Search: cached hits of index terms (keys are index terms only). */
  readonly termHits: { readonly entries: number; readonly hits: number };
  /** `Accept` and `Accept-Encoding` values whose decisions are remembered. */
  readonly rememberedHeaders: number;
}

/** Builds the ApiContext of a snapshot: what every operation handler may read. */
export function apiContextFactory(
  urls: SiteUrls,
  ops: readonly AnyOperation[],
  openapiDocument: Readonly<Record<string, unknown>>,
): (snapshot: Snapshot) => ApiContext {
  return (snapshot) => ({
    graph: snapshot.graph,
    services: snapshot.services,
    urls,
    operations: ops,
    openapiDocument,
  });
}

/** Prepares a snapshot's answers and registers them, by target, in its prepared table. */
async function prepareInto(
  table: PreparedAnswers,
  snapshot: Snapshot,
  parts: { readonly responder: ApiResponder; readonly site: Site; readonly budgetBytes: number },
  assets = false,
) {
  const budget = createPrepareBudget(parts.budgetBytes);
  const [api, pages] = await Promise.all([
    parts.responder.prepare(snapshot, budget),
    parts.site.prepare(snapshot, budget, assets),
  ]);
  for (const { target, answer } of api) table.register(target, { kind: "fixed", answer });
  for (const [target, entry] of pages.answers) table.register(target, entry);
  return { api: api.length, site: pages.made, deferred: budget.deferred };
}

/** The prepared-answer table of each snapshot, made on first use. */
function preparedTables(baseUrl: string): (snapshot: Snapshot) => PreparedAnswers {
  const tables = new WeakMap<Snapshot, PreparedAnswers>();
  return (snapshot) => {
    let table = tables.get(snapshot);
    if (!table) {
      table = createPreparedAnswers(negotiate, contentHeaders(baseUrl, snapshot.graph.version));
      tables.set(snapshot, table);
    }
    return table;
  };
}

/** How full a snapshot's tiers of the answer cache are. */
function usageOf(
  snapshot: Snapshot,
  table: PreparedAnswers,
  responder: ApiResponder,
  site: Site,
): ServiceUsage {
  const { termHits } = snapshot.services.search;
  return {
    preparedAnswers: table.prepared,
    keptAnswers: responder.kept(snapshot),
    keptComputed: table.kept,
    keptSuggestions: site.keptSuggestions(),
    termHits: { entries: termHits.size, hits: termHits.calculatedSize },
    rememberedHeaders: table.remembered,
  };
}

/** The routed path's parts: the route table (API operations, MCP, health, the site) and its router. */
function requestPathOf(
  options: ComposeOptions,
  parts: {
    readonly store: ReturnType<typeof createContentStore>;
    readonly site: ReturnType<typeof createSite>;
    readonly responder: ReturnType<typeof createApiResponder>;
    readonly mcpContext: () => ApiContext;
    readonly log: Logger;
  },
): RequestPath {
  const { baseUrl } = options;
  const { store, site, responder, log } = parts;
  const routes = routeTable({
    baseUrl,
    operations,
    responder,
    store,
    siteRoutes: site.routes,
    mcp: {
      operations,
      baseUrl,
      version: apiVersion,
      context: parts.mcpContext,
      log,
      ...(options.admission ? { admission: options.admission } : {}),
    },
    ...(options.health ? { health: options.health } : {}),
  });
  return {
    baseUrl,
    encoders: options.encoders ?? {},
    operations,
    route: createRouter(routes),
    contentVersion: () => store.current().graph.version,
    page: site.page,
    siteError: site.error,
    log,
  };
}

/** Wires the content graph, the route table, the OpenAPI document and the request path together. */
export function composeService(graph: ContentGraph, options: ComposeOptions): Service {
  const { baseUrl } = options;
  const encoders = options.encoders ?? {};
  const log = options.log ?? (() => {});
  const factories = options.searchIndex ? [searchServiceFactory(options.searchIndex)] : serviceFactories;
  const store = createContentStore(createSnapshot(graph, factories));
  const site = createSite({ baseUrl, store, operations, assetFiles: options.siteAssetFiles, encoders });
  // The OpenAPI document's examples are the operations' own answers for the starting content.
  const urls = createSiteUrls(baseUrl);
  const examples = responseExamples(
    operations,
    apiContextFactory(urls, operations, {})(store.current()),
    baseUrl,
  );
  const context = apiContextFactory(urls, operations, buildOpenApiDocument(operations, baseUrl, examples));
  const tableOf = preparedTables(baseUrl);
  const responder = createApiResponder({
    operations,
    snapshot: () => store.current(),
    context,
    encoders,
    baseUrl,
    answers: tableOf,
  });
  const paths = requestPathOf(options, {
    store,
    site,
    responder,
    mcpContext: () => context(store.current()),
    log,
  });
  const lookup = (request: Incoming) => lookupPrepared(tableOf(store.current()), request);
  const route = (request: Incoming) => answerRouted(request, paths);
  const answer = (request: Incoming) => lookup(request) ?? route(request);
  const prepareParts = {
    responder,
    site,
    budgetBytes: options.prepareBudgetBytes ?? defaultPrepareBudgetBytes,
  };
  return {
    app: webApp(answer),
    store,
    answer,
    lookup,
    route,
    prepare: (options) =>
      prepareInto(tableOf(store.current()), store.current(), prepareParts, options?.assets),
    preparedTargets: () => tableOf(store.current()).targets(),
    preparedEntries: () => tableOf(store.current()).entries(),
    adoptPrepared: (entries) => {
      const table = tableOf(store.current());
      for (const [target, entry] of entries) table.register(target, entry);
    },
    usage: () => usageOf(store.current(), tableOf(store.current()), responder, site),
    reload: async (next) => {
      const snapshot = createSnapshot(next, factories, store.current().generation + 1);
      await prepareInto(tableOf(snapshot), snapshot, prepareParts);
      store.replace(snapshot);
    },
  };
}
