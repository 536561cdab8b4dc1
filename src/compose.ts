import { type ApiResponder, createApiResponder } from "./api/api-responder.js";
import { methodNotAllowedError } from "./api/errors.js";
import { errorAnswer } from "./api/json-response.js";
import { buildOpenApiDocument } from "./api/openapi/build-openapi.js";
import { responseExamples } from "./api/openapi/response-examples.js";
import type { AnyOperation, ApiContext } from "./api/operation.js";
import { apiVersion } from "./api/operations/discovery-operations.js";
import { operations } from "./api/routes.js";
import type { ContentGraph } from "./content/types.js";
import type { Admission } from "./http/admission.js";
import { plainAnswer } from "./http/answer.js";
import { cachedIn } from "./http/cached-in.js";
import { contentHeaders } from "./http/common-headers.js";
import type { Encoders } from "./http/encoding.js";
import type { Incoming } from "./http/incoming.js";
import { allowedMethods } from "./http/preflight.js";
import { defaultPrepareBudgetBytes, type PrepareBudget } from "./http/prepare-budget.js";
import {
  createPreparedAnswers,
  type DescribedEntries,
  lookupPrepared,
  type PreparedAnswers,
} from "./http/prepared-answers.js";
import type { Logger } from "./http/request-log.js";
import { createRouter, type Route, type RoutedRequest } from "./http/router.js";
import { mcpRoutes } from "./mcp/mcp-routes.js";
import { serviceRoutes } from "./routes/file-routes.js";
import { createSiteUrls, type SiteUrls } from "./routes/site-urls.js";
import type { IndexFiles } from "./search/indexed-terms.js";
import { searchServiceOf } from "./search/search-service.js";
import { answerRouted, type RequestPath } from "./serve/answer-request.js";
import { webApp } from "./serve/web-app.js";
import type { AssetFile } from "./site/assets/static-assets.js";
import { negotiate } from "./site/negotiate.js";
import { createSite, type Site } from "./site/register-site.js";
import type { ContentStore, Snapshot } from "./store/snapshot.js";

/** A snapshot of `graph`, its search index read from `indexFiles` when they fit. */
export function createSnapshot(graph: ContentGraph, generation = 1, indexFiles?: IndexFiles): Snapshot {
  return Object.freeze({
    graph,
    services: Object.freeze({ search: searchServiceOf(graph, indexFiles) }),
    generation,
  });
}

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
export type Service = ReturnType<typeof composeService>;

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
  const budget: PrepareBudget = { left: parts.budgetBytes, deferred: 0 };
  const [api, pages] = await Promise.all([
    parts.responder.prepare(snapshot, budget),
    parts.site.prepare(snapshot, budget, assets),
  ]);
  for (const { target, answer } of api) table.register(target, { kind: "fixed", answer });
  for (const [target, entry] of pages.answers) table.register(target, entry);
  return { api: api.length, site: pages.made, deferred: budget.deferred };
}

/** How full a snapshot's tiers of the answer cache are (docs/architecture.md), and what search and header
 * negotiation keep beside them. */
function usageOf(snapshot: Snapshot, table: PreparedAnswers, responder: ApiResponder, site: Site) {
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

/** The API's context for each snapshot, with the OpenAPI document whose examples are the operations'
 * own answers for the starting content. */
function apiContextOf(baseUrl: string, first: Snapshot): (snapshot: Snapshot) => ApiContext {
  const urls = createSiteUrls(baseUrl);
  const examples = responseExamples(operations, apiContextFactory(urls, operations, {})(first), baseUrl);
  return apiContextFactory(urls, operations, buildOpenApiDocument(operations, baseUrl, examples));
}

/** What the route table routes to. */
interface RouteTargets {
  readonly responder: ApiResponder;
  readonly context: (snapshot: Snapshot) => ApiContext;
  readonly store: ContentStore;
  readonly site: Site;
  readonly log: Logger;
}

/** What the routed path answers with: the router over the route table, and the answers outside it. */
function requestPathOf(options: ComposeOptions, encoders: Encoders, targets: RouteTargets): RequestPath {
  const { store, site, log } = targets;
  return {
    baseUrl: options.baseUrl,
    encoders,
    operations,
    route: createRouter(routeTable(options, targets)),
    contentVersion: () => store.current().graph.version,
    page: site.page,
    siteError: site.error,
    log,
  };
}

/** Every address in the order the router tries them; anything else is a page or a JSON 404. */
function routeTable(
  options: ComposeOptions,
  { responder, context, store, site, log }: RouteTargets,
): Route[] {
  const { baseUrl } = options;
  const startedAt = Date.now();
  return [
    ...operations.map((operation) => ({
      pattern: operation.path,
      answer: ({ incoming, url, params }: RoutedRequest) =>
        responder.answer(operation, incoming, params, url.search.slice(1)),
      refuse: () =>
        errorAnswer(methodNotAllowedError(allowedMethods, operation.path), baseUrl, {
          Allow: allowedMethods,
        }),
    })),
    ...mcpRoutes({
      operations,
      baseUrl,
      version: apiVersion,
      context: () => context(store.current()),
      log,
      ...(options.admission ? { admission: options.admission } : {}),
    }),
    {
      pattern: serviceRoutes.health.pattern,
      // What a load balancer needs; process figures only when the runtime edge passes them (a flag).
      answer: () =>
        plainAnswer(
          200,
          { "Content-Type": "application/json", "Cache-Control": serviceRoutes.health.cacheControl },
          JSON.stringify({
            status: "ok",
            contentGeneration: store.current().generation,
            contentVersion: store.current().graph.version,
            ...(options.health
              ? { uptimeSeconds: Math.round((Date.now() - startedAt) / 1000), ...options.health() }
              : {}),
          }),
        ),
    },
    ...site.routes,
  ];
}

/** The prepared-answer table of each snapshot, made on first use. */
function preparedTables(baseUrl: string): (snapshot: Snapshot) => PreparedAnswers {
  const tables = new WeakMap<Snapshot, PreparedAnswers>();
  return (snapshot) =>
    cachedIn(tables, snapshot, () =>
      createPreparedAnswers(negotiate, contentHeaders(baseUrl, snapshot.graph.version)),
    );
}

/** Wires the content graph, the route table, the OpenAPI document and the request path together. */
export function composeService(graph: ContentGraph, options: ComposeOptions) {
  const { baseUrl } = options;
  const encoders = options.encoders ?? {};
  const log = options.log ?? (() => {});
  let snapshot = createSnapshot(graph, 1, options.searchIndex);
  const store: ContentStore = { current: () => snapshot };
  const site = createSite({ baseUrl, store, operations, assetFiles: options.siteAssetFiles, encoders });
  const context = apiContextOf(baseUrl, snapshot);
  const tableOf = preparedTables(baseUrl);
  const responder = createApiResponder({
    operations,
    snapshot: store.current,
    context,
    encoders,
    baseUrl,
    answers: tableOf,
  });
  const paths = requestPathOf(options, encoders, { responder, context, store, site, log });
  const lookup = (request: Incoming) => lookupPrepared(tableOf(store.current()), request);
  const route = (request: Incoming) => answerRouted(request, paths);
  const answer = (request: Incoming) => lookup(request) ?? route(request);
  const prepareParts = {
    responder,
    site,
    budgetBytes: options.prepareBudgetBytes ?? defaultPrepareBudgetBytes,
  };
  return {
    /** The website's static files from the runtime edge (what a built site lists, `builtAssetsFile`). */
    siteAssetFiles: options.siteAssetFiles,
    /** The request path as a Web handler: the Worker's `fetch` and the in-process client of tests. */
    app: webApp(answer),
    store,
    /** Answers any request (docs/architecture.md): a prepared answer by exact target, else the routed path. */
    answer,
    /** The first step of `answer`: the prepared answer to a GET or HEAD of this exact target, or undefined. */
    lookup,
    /** The rest of `answer`: route, parameters, make or look up, negotiate, common headers. */
    route,
    /** Prepares every content answer of the current snapshot, in all codings (`assets`: the static ones too). */
    prepare: (options?: { readonly assets?: boolean }) =>
      prepareInto(tableOf(store.current()), store.current(), prepareParts, options?.assets),
    /** Every request target the current snapshot has a prepared answer for (after `prepare`). */
    preparedTargets: () => tableOf(store.current()).targets(),
    /** Every prepared target of the current snapshot with its entry: what the build writes. */
    preparedEntries: () => tableOf(store.current()).entries(),
    /** Takes prepared answers made elsewhere (the build's artifact) for the current snapshot. */
    adoptPrepared: (entries: DescribedEntries) => tableOf(store.current()).describe(entries),
    /** How full each answer cache tier is; each stays in its budget (SECURITY.md) whatever clients send. */
    usage: () => usageOf(store.current(), tableOf(store.current()), responder, site),
    /** Replaces the content: the new snapshot is prepared, then swapped in whole, so no request sees a mix. */
    reload: async (next: ContentGraph) => {
      const made = createSnapshot(next, snapshot.generation + 1);
      await prepareInto(tableOf(made), made, prepareParts);
      snapshot = made;
    },
  };
}
