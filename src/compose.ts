import type { Hono } from "hono";
import { buildOpenApiDocument } from "./api/openapi/build-openapi.js";
import { operations } from "./api/routes.js";
import type { ContentGraph } from "./content/types.js";
import { createApp } from "./http/create-app.js";
import type { Encoders } from "./http/encoding.js";
import type { Logger } from "./http/request-log.js";
import { searchServiceFactory } from "./search/search-service.js";
import { loadNodeAssetFiles } from "./site/assets/node-asset-files.js";
import type { AssetFile } from "./site/assets/static-assets.js";
import { createSite } from "./site/register-site.js";
import { createContentStore, type MutableContentStore } from "./store/content-store.js";
import { createSnapshot, type ServiceFactory } from "./store/snapshot.js";

/** Services derived from every snapshot (search index, ...). */
export const serviceFactories: readonly ServiceFactory[] = [searchServiceFactory];

/** What composing the service needs besides the content. */
export interface ComposeOptions {
  readonly baseUrl: string;
  readonly encoders?: Encoders;
  readonly log?: Logger;
  /** The website's bundled browser scripts; by default bundled in memory at first use (Node). */
  readonly siteAssetFiles?: () => Promise<readonly AssetFile[]>;
}

/** The composed service: the app and the store a reload swaps snapshots in. */
export interface Service {
  readonly app: Hono;
  readonly store: MutableContentStore;
  /** Replaces the content atomically with a new graph. */
  reload(graph: ContentGraph): void;
}

/** Wires the content graph, the route table, the OpenAPI document and the app together. */
export function composeService(graph: ContentGraph, options: ComposeOptions): Service {
  const store = createContentStore(createSnapshot(graph, serviceFactories));
  const site = createSite({
    baseUrl: options.baseUrl,
    store,
    operations,
    assetFiles: options.siteAssetFiles ?? loadNodeAssetFiles,
    ...(options.encoders ? { encoders: options.encoders } : {}),
  });
  const app = createApp({
    baseUrl: options.baseUrl,
    store,
    operations,
    openapiDocument: buildOpenApiDocument(operations, options.baseUrl),
    ...(options.encoders ? { encoders: options.encoders } : {}),
    ...(options.log ? { log: options.log } : {}),
    registerSite: site.register,
    renderSiteNotFound: site.notFound,
    renderSiteError: site.error,
  });
  return {
    app,
    store,
    reload: (next) => store.replace(createSnapshot(next, serviceFactories, store.current().generation + 1)),
  };
}
