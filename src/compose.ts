import type { Hono } from "hono";
import { buildOpenApiDocument } from "./api/openapi/build-openapi.js";
import { operations } from "./api/routes.js";
import type { ContentGraph } from "./content/types.js";
import { createApp } from "./http/create-app.js";
import type { Encoders } from "./http/encoding.js";
import type { Logger } from "./http/request-log.js";
import { createContentStore, type MutableContentStore } from "./store/content-store.js";
import { createSnapshot, type ServiceFactory } from "./store/snapshot.js";

/** Services derived from every snapshot (search index, ...). */
export const serviceFactories: readonly ServiceFactory[] = [];

/** What composing the service needs besides the content. */
export interface ComposeOptions {
  readonly baseUrl: string;
  readonly encoders?: Encoders;
  readonly log?: Logger;
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
  const app = createApp({
    baseUrl: options.baseUrl,
    store,
    operations,
    openapiDocument: buildOpenApiDocument(operations, options.baseUrl),
    ...(options.encoders ? { encoders: options.encoders } : {}),
    ...(options.log ? { log: options.log } : {}),
  });
  return {
    app,
    store,
    reload: (next) => store.replace(createSnapshot(next, serviceFactories, store.current().generation + 1)),
  };
}
