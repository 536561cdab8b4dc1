import type { z } from "zod";
import type { ContentGraph } from "../content/types.js";
import type { ParamDecls, ParsedParams, SlugDecl } from "../params/declare.js";
import type { SurrogateKey } from "../routes/caching.js";
import type { SiteUrls } from "../routes/site-urls.js";
import type { SnapshotServices } from "../store/snapshot.js";

/** What a handler may read: the current content snapshot and the URL builder. */
export interface ApiContext {
  readonly graph: ContentGraph;
  readonly urls: SiteUrls;
  /** Services derived from the same snapshot (search index, ...), by name. */
  readonly services: SnapshotServices;
  /** Every operation of the API, for the endpoint list. */
  readonly operations: readonly AnyOperation[];
  /** The OpenAPI document served at /openapi.json. */
  readonly openapiDocument: Readonly<Record<string, unknown>>;
}

/** The input a handler receives: parsed query and path parameters. */
export interface OperationInput<Q extends ParamDecls, P extends Record<string, SlugDecl>> {
  readonly query: ParsedParams<Q>;
  readonly path: { readonly [K in keyof P]: string };
  readonly context: ApiContext;
}

/** One API operation, declared once: its route, OpenAPI operation and endpoint list derive from it. */
export interface Operation<
  Q extends ParamDecls = ParamDecls,
  P extends Record<string, SlugDecl> = Record<string, SlugDecl>,
> {
  readonly operationId: string;
  /** OpenAPI path template, e.g. `/api/v1/articles/{slug}`. */
  readonly path: string;
  readonly summary: string;
  readonly description: string;
  readonly tag: string;
  readonly query: Q;
  readonly pathParams: P;
  /** Schema of the 200 body; must be a registered component. */
  readonly response: z.ZodType;
  /** The query the developer page and the reference show: one doing more than the defaults. */
  readonly example?: string;
  /** Error statuses this operation can answer besides 400 for unknown parameters and 405. */
  readonly errorStatuses: readonly number[];
  /** What its answer shows, as surrogate keys for a shared cache (`src/routes/caching.ts`). */
  cacheKeys(path: { readonly [K in keyof P]: string }): readonly SurrogateKey[];
  /** Builds the 200 body, or throws an ApiError. */
  handle(input: OperationInput<Q, P>): unknown;
  /** The path parameters to prepare once per snapshot, where the answer depends on nothing else. */
  readonly prepare?: (graph: ContentGraph) => Iterable<Readonly<Record<string, string>>>;
}

/** The fields an operation may leave out: no query parameters, no path parameters, no other errors. */
type Defaulted = "query" | "pathParams" | "errorStatuses";

/** Declares an operation, keeping its parameter types linked to its handler. */
export function defineOperation<
  const Q extends ParamDecls = Record<never, never>,
  const P extends Record<string, SlugDecl> = Record<never, never>,
>(operation: Omit<Operation<Q, P>, Defaulted> & Partial<Pick<Operation<Q, P>, Defaulted>>): Operation<Q, P> {
  return { query: {} as Q, pathParams: {} as P, errorStatuses: [], ...operation };
}

/** An operation of any parameter types, as the route table holds them. */
// biome-ignore lint/suspicious/noExplicitAny: the table is heterogeneous; each entry is checked where it is declared
export type AnyOperation = Operation<any, any>;

/** The `prepare` of an operation without path parameters: one answer per snapshot and query. */
export const noPathParams = (): Iterable<Readonly<Record<string, string>>> => [{}];
