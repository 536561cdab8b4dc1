import type { Hono } from "hono";
import { createApiResponder } from "./api/api-responder.js";
import { buildOpenApiDocument } from "./api/openapi/build-openapi.js";
import { responseExamples } from "./api/openapi/response-examples.js";
import { operations } from "./api/routes.js";
import type { ContentGraph } from "./content/types.js";
import { apiContextFactory, createApp } from "./create-app.js";
import type { Admission } from "./http/admission.js";
import { contentHeaders } from "./http/common-headers.js";
import type { Encoders } from "./http/encoding.js";
import { createFastAnswers, type FastAnswers, type FastRequest } from "./http/fast-answers.js";
import { createPrepareBudget, defaultPrepareBudgetBytes } from "./http/prepare-budget.js";
import type { AnswerParts } from "./http/representation.js";
import type { Logger } from "./http/request-log.js";
import { createSiteUrls } from "./routes/site-urls.js";
import { searchServiceFactory } from "./search/search-service.js";
import type { AssetFile } from "./site/assets/static-assets.js";
import { negotiate } from "./site/negotiate.js";
import { createSite } from "./site/register-site.js";
import { createContentStore, type MutableContentStore } from "./store/content-store.js";
import { createSnapshot, type ServiceFactory, type Snapshot } from "./store/snapshot.js";

/** Services derived from every snapshot (search index, ...). */
export const serviceFactories: readonly ServiceFactory[] = [searchServiceFactory];

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
}

/** The composed service: the app and the store a reload swaps snapshots in. */
export interface Service {
  readonly app: Hono;
  readonly store: MutableContentStore;
  /**
   * Prepares every content answer of the current snapshot (API JSON, pages in HTML and Markdown,
   * site files, with ETags and compressed variants), so that a request is a lookup.
   */
  prepare(): Promise<{ readonly api: number; readonly site: number; readonly deferred: number }>;
  /**
   * Replaces the content with a new graph: the new snapshot is built and prepared first, then
   * swapped in as one reference, so no request ever sees part old, part new content.
   */
  reload(graph: ContentGraph): Promise<void>;
  /**
   * The prepared answer to a GET or HEAD of the current snapshot, or undefined (take the routed
   * path). Byte for byte what the app answers; the runtime edge calls it before the app.
   */
  fastAnswer(request: FastRequest): AnswerParts | undefined;
  /** Every request target the current snapshot has a prepared answer for (after `prepare`). */
  preparedTargets(): string[];
  /** The part of `fastAnswer` that is a lookup of what was prepared; no computation. */
  preparedAnswer(request: FastRequest): AnswerParts | undefined;
  /** The part of `fastAnswer` that computes (calculators, search, the 404 page): undefined for anything else. */
  computedAnswer(request: FastRequest): AnswerParts | undefined;
  /**
   * How full each structure that requests can add to is, for the current snapshot: each stays
   * within its budget (SECURITY.md lists them), whatever clients send.
   */
  usage(): ServiceUsage;
}

/** Entries (and bytes or hits) of the structures keyed by request input. */
export interface ServiceUsage {
  /** Search: cached hits of index terms (keys are index terms only). */
  readonly termHits: { readonly entries: number; readonly hits: number };
  /** The content answers prepared for the snapshot (all representations and codings). */
  readonly preparedAnswers: { readonly entries: number; readonly bytes: number };
  /** API answers learned from request parameters. */
  readonly learnedAnswers: { readonly entries: number; readonly bytes: number };
  /** Other spellings of prepared answers, learned by the fast path. */
  readonly learnedSpellings: { readonly entries: number; readonly bytes: number };
  /** `Accept` and `Accept-Encoding` values whose decisions are remembered. */
  readonly rememberedHeaders: number;
  /** 404 suggestion lists kept by the words searched for (`suggestionMemoBudget`). */
  readonly keptSuggestions: { readonly entries: number; readonly characters: number };
}

/** Wires the content graph, the route table, the OpenAPI document and the app together. */
export function composeService(graph: ContentGraph, options: ComposeOptions): Service {
  const store = createContentStore(createSnapshot(graph, serviceFactories));
  const site = createSite({
    baseUrl: options.baseUrl,
    store,
    operations,
    assetFiles: options.siteAssetFiles,
    ...(options.encoders ? { encoders: options.encoders } : {}),
  });
  // The reference's examples are the operations' own answers for the content the service starts with.
  const urls = createSiteUrls(options.baseUrl);
  const initial = store.current();
  const examples = responseExamples(
    operations,
    { graph: initial.graph, services: initial.services, urls, operations, openapiDocument: {} },
    options.baseUrl,
  );
  const openapiDocument = buildOpenApiDocument(operations, options.baseUrl, examples);
  const fastTables = new WeakMap<Snapshot, FastAnswers>();
  const fastTableOf = (snapshot: Snapshot) => {
    let table = fastTables.get(snapshot);
    if (!table) {
      table = createFastAnswers(negotiate, contentHeaders(options.baseUrl, snapshot.graph.version));
      fastTables.set(snapshot, table);
    }
    return table;
  };
  const apiResponder = createApiResponder({
    onPrepared: (snapshot, target, answer) =>
      fastTableOf(snapshot).register(target, { kind: "fixed", answer }),
    onLearned: (snapshot, target, answer) => fastTableOf(snapshot).learn(target, { kind: "fixed", answer }),
    operations,
    snapshot: () => store.current(),
    context: apiContextFactory(createSiteUrls(options.baseUrl), operations, openapiDocument),
    encoders: options.encoders ?? {},
    baseUrl: options.baseUrl,
  });
  const prepareSnapshot = async (snapshot: Snapshot) => {
    const table = fastTableOf(snapshot);
    const budget = createPrepareBudget(options.prepareBudgetBytes ?? defaultPrepareBudgetBytes);
    const [api, pages] = await Promise.all([
      apiResponder.prepare(snapshot, budget),
      site.prepare(snapshot, (target, entry) => table.register(target, entry), budget),
    ]);
    return { api, site: pages, deferred: budget.deferred };
  };
  const app = createApp({
    baseUrl: options.baseUrl,
    store,
    operations,
    openapiDocument,
    apiResponder,
    ...(options.health ? { health: options.health } : {}),
    ...(options.admission ? { admission: options.admission } : {}),
    ...(options.encoders ? { encoders: options.encoders } : {}),
    ...(options.log ? { log: options.log } : {}),
    registerSite: site.register,
    renderSiteNotFound: site.notFound,
    renderSiteError: site.error,
  });
  const preparedAnswer = (request: FastRequest) => fastTables.get(store.current())?.answer(request);
  const computedAnswer = (request: FastRequest) =>
    apiResponder.answerNow(request.target, request.acceptEncoding, request.ifNoneMatch) ??
    site.notFoundNow(request);
  return {
    app,
    store,
    prepare: () => prepareSnapshot(store.current()),
    fastAnswer: (request) => preparedAnswer(request) ?? computedAnswer(request),
    preparedTargets: () => fastTableOf(store.current()).targets(),
    preparedAnswer,
    computedAnswer,
    usage: () => {
      const snapshot = store.current();
      const table = fastTableOf(snapshot);
      const { termHits } = snapshot.services.search;
      return {
        termHits: { entries: termHits.size, hits: termHits.calculatedSize },
        preparedAnswers: table.prepared,
        learnedAnswers: apiResponder.learned(snapshot),
        learnedSpellings: table.learned,
        rememberedHeaders: table.remembered,
        keptSuggestions: site.keptSuggestions(),
      };
    },
    reload: async (next) => {
      const snapshot = createSnapshot(next, serviceFactories, store.current().generation + 1);
      await prepareSnapshot(snapshot);
      store.replace(snapshot);
    },
  };
}
