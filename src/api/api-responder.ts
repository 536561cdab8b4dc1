import { LRUCache } from "lru-cache";
import type { Encoders } from "../http/encoding.js";
import { inBatches } from "../http/in-batches.js";
import { createPrepareBudget, type PrepareBudget } from "../http/prepare-budget.js";
import type { PreparedVariant } from "../http/prepared-answers.js";
import type { ConditionalRequest } from "../http/representation.js";
import {
  type AnswerParts,
  createRepresentation,
  type Representation,
  type RespondOptions,
  representationBytes,
  respond,
} from "../http/representation.js";
import { createRequestRepresentation } from "../http/request-representation.js";
import type { ParamDecls } from "../params/declare.js";
import { parseQuery, parseValue } from "../params/parse-query.js";
import { contentCaching, sharedCaching, surrogateKeyHeader } from "../routes/caching.js";
import type { Snapshot } from "../store/snapshot.js";
import type { ErrorDetail } from "./errors.js";
import { errorAnswer } from "./json-response.js";
import type { AnyOperation, ApiContext } from "./operation.js";

/** Cache-Control of API answers (docs/http.md). */
export const apiCaching = contentCaching;

/** How an operation's 200 is sent: browsers' and the shared cache's policy, and its surrogate keys. */
function answerOptions(operation: AnyOperation, path: Record<string, string>): RespondOptions {
  return {
    cacheControl: apiCaching,
    shared: { keys: surrogateKeyHeader(operation.cacheKeys(path)), cacheControl: sharedCaching },
  };
}

/** The answer options of operations without path parameters, which are the same for every request. */
const fixedOptions = new WeakMap<AnyOperation, RespondOptions>();

/** `answerOptions`, made once for an operation without path parameters (calculators, search). */
function sentWith(operation: AnyOperation, path: Record<string, string>): RespondOptions {
  if (Object.keys(operation.pathParams).length > 0) return answerOptions(operation, path);
  let options = fixedOptions.get(operation);
  if (!options) {
    options = answerOptions(operation, path);
    fixedOptions.set(operation, options);
  }
  return options;
}

/**
 * What the answers kept from requests (parameter values beyond the defaults prepared at start,
 * `?offset=40`, and search answers) may keep per snapshot, least recently used out first; an answer not kept is computed
 * per request, so nobody can grow the memory by walking `offset` and `limit`.
 */
export const keptAnswerBudget = { entries: 1_000, bytes: 16 * 1024 * 1024 } as const;

/** An API answer prepared for a snapshot, and the request target it answers. */
export interface PreparedApiAnswer {
  readonly target: string;
  readonly answer: PreparedVariant;
}

/** Answers API operations; prepares the answers of content operations once per snapshot. */
export interface ApiResponder {
  /**
   * Answers one request for an operation with raw path parameters and query string: synchronously
   * for a computed operation (calculators, search), from the kept answers for a content one; a
   * parameter it refuses gets its Error envelope (a handler may still throw an ApiError).
   */
  answer(
    operation: AnyOperation,
    request: ConditionalRequest,
    rawPath: Record<string, string>,
    rawQuery: string,
  ): AnswerParts | Promise<AnswerParts>;
  /** The answers kept from requests for a snapshot, and their bytes. */
  kept(snapshot: Snapshot): { readonly entries: number; readonly bytes: number };
  /**
   * Prepares the default answers of the content operations for a snapshot (at start and reload),
   * lists first, while the budget lasts; the rest are made on request and kept.
   */
  prepare(snapshot: Snapshot, budget?: PrepareBudget): Promise<PreparedApiAnswer[]>;
}

/** What the responder needs. */
export interface ApiResponderOptions {
  readonly operations: readonly AnyOperation[];
  readonly snapshot: () => Snapshot;
  readonly context: (snapshot: Snapshot) => ApiContext;
  readonly encoders: Encoders;
  /** Public origin, for the links of the Error envelope. */
  readonly baseUrl: string;
}

/** Parsed parameters, or the error of the first one that is not valid (returned: a refusal is common). */
function parseParams(
  operation: AnyOperation,
  rawPath: Record<string, string>,
  rawQuery: string,
):
  | { ok: true; path: Record<string, string>; query: Record<string, unknown> }
  | { ok: false; error: ErrorDetail } {
  const path: Record<string, string> = {};
  for (const [name, decl] of Object.entries(operation.pathParams as ParamDecls)) {
    const parsed = parseValue(name, decl, rawPath[name] ?? "");
    if (!parsed.ok) return parsed;
    path[name] = String(parsed.value);
  }
  const query = parseQuery(operation.query as ParamDecls, new URLSearchParams(rawQuery));
  if (!query.ok) return query;
  return { ok: true, path, query: query.value };
}

const jsonType = "application/json; charset=utf-8";

/** The key of an answer in the kept tiers: the operation and its parsed parameters. */
function keyOf(
  operation: AnyOperation,
  path: Record<string, string>,
  query: Record<string, unknown>,
): string {
  return `${operation.operationId} ${JSON.stringify(path)} ${JSON.stringify(query)}`;
}

/**
 * Creates the responder. A kept answer is keyed by the operation and its *parsed* parameters,
 * so `/api/v1/articles`, `/api/v1/articles?limit=20` and `/api/v1/articles/` share one set of bytes.
 */
export function createApiResponder(options: ApiResponderOptions): ApiResponder {
  const { encoders } = options;
  // Per snapshot: the answers prepared at start (as many as the content has), and those kept
  // from requests, within their budget.
  interface Kept {
    /** Being made or made at start, for the snapshot's life. */
    readonly prepared: Map<string, Promise<Representation>>;
    /** The same once made, so that a request for one is answered synchronously. */
    readonly ready: Map<string, Representation>;
    readonly fromRequests: LRUCache<string, Representation>;
    /** Keys of computed answers asked for once: such an answer is kept from its second request. */
    readonly askedOnce: LRUCache<string, true>;
  }
  const kept = new WeakMap<Snapshot, Kept>();
  const keptOf = (snapshot: Snapshot) => {
    let cache = kept.get(snapshot);
    if (!cache) {
      cache = {
        prepared: new Map(),
        ready: new Map(),
        fromRequests: new LRUCache<string, Representation>({
          max: keptAnswerBudget.entries,
          maxSize: keptAnswerBudget.bytes,
          sizeCalculation: (representation, key) => representationBytes(representation) + key.length * 2,
        }),
        askedOnce: new LRUCache<string, true>({ max: keptAnswerBudget.entries * 4 }),
      };
      kept.set(snapshot, cache);
    }
    return cache;
  };
  const bodyOf = (
    operation: AnyOperation,
    snapshot: Snapshot,
    path: Record<string, string>,
    query: Record<string, unknown>,
  ) => JSON.stringify(operation.handle({ query: query as never, path, context: options.context(snapshot) }));

  const computedNow = (
    operation: AnyOperation,
    snapshot: Snapshot,
    path: Record<string, string>,
    query: Record<string, unknown>,
  ) => createRequestRepresentation(bodyOf(operation, snapshot, path, query), jsonType, encoders);

  /** The kept answer for these parameters, prepared at start or kept from a request. */
  const keptAnswer = async (
    operation: AnyOperation,
    snapshot: Snapshot,
    path: Record<string, string>,
    query: Record<string, unknown>,
    atStart: boolean,
  ): Promise<Representation> => {
    const { prepared, fromRequests } = keptOf(snapshot);
    const key = keyOf(operation, path, query);
    const ready = prepared.get(key);
    if (ready) return ready;
    const seen = fromRequests.get(key);
    if (seen && !atStart) return seen;
    if (seen) {
      // Asked for before preparation reached it: keep it for the snapshot's life.
      prepared.set(key, Promise.resolve(seen));
      keptOf(snapshot).ready.set(key, seen);
      fromRequests.delete(key);
      return seen;
    }
    const representation = createRepresentation(
      bodyOf(operation, snapshot, path, query),
      jsonType,
      encoders,
      {
        effort: "best",
        eager: true,
      },
    );
    if (atStart) {
      prepared.set(key, representation);
      const { ready } = keptOf(snapshot);
      return representation.then((made) => {
        ready.set(key, made);
        return made;
      });
    }
    const made = await representation;
    fromRequests.set(key, made);
    return made;
  };

  return {
    kept(snapshot) {
      const { fromRequests } = keptOf(snapshot);
      return { entries: fromRequests.size, bytes: fromRequests.calculatedSize };
    },
    answer(operation, request, rawPath, rawQuery) {
      const parsed = parseParams(operation, rawPath, rawQuery);
      if (!parsed.ok) return errorAnswer(parsed.error, options.baseUrl);
      const { path, query } = parsed;
      const snapshot = options.snapshot();
      const sent = sentWith(operation, path);
      if (!operation.prepare) {
        // Computed per request (calculators, search): made synchronously, compressed on first use;
        // a search answer asked for again is kept for the next requests with the same parameters.
        if (!operation.keep) return respond(request, computedNow(operation, snapshot, path, query), sent);
        // Kept from its second request: most searches are asked once, and keeping each of them
        // churned the kept answers and cost a quarter more CPU per new query (BENCHMARKS.md).
        const { fromRequests, askedOnce } = keptOf(snapshot);
        const key = keyOf(operation, path, query);
        const seen = fromRequests.get(key);
        if (seen) return respond(request, seen, sent);
        const representation = computedNow(operation, snapshot, path, query);
        if (askedOnce.delete(key)) fromRequests.set(key, representation);
        else askedOnce.set(key, true);
        return respond(request, representation, sent);
      }
      // Another spelling of a prepared answer (`?limit=20`), or one kept from a request: at once.
      const { ready, fromRequests } = keptOf(snapshot);
      const key = keyOf(operation, path, query);
      const now = ready.get(key) ?? fromRequests.get(key);
      if (now) return respond(request, now, sent);
      return keptAnswer(operation, snapshot, path, query, false).then((representation) =>
        respond(request, representation, sent),
      );
    },
    async prepare(snapshot, budget = createPrepareBudget(Number.POSITIVE_INFINITY)) {
      const jobs: {
        operation: AnyOperation;
        path: Record<string, string>;
        query: Record<string, unknown>;
        target: string;
      }[] = [];
      for (const operation of options.operations) {
        if (!operation.prepare) continue;
        for (const rawPath of operation.prepare(snapshot.graph)) {
          const parsed = parseParams(operation, rawPath, "");
          // A content item whose slug no request could name: nothing to prepare.
          if (!parsed.ok) continue;
          const { path, query } = parsed;
          const target = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => path[name] ?? "");
          jobs.push({ operation, path, query, target });
        }
      }
      // Answers without path parameters (lists, app facts) first: within a budget they matter most.
      jobs.sort((a, b) => Object.keys(a.path).length - Object.keys(b.path).length);
      const made: PreparedApiAnswer[] = [];
      await inBatches(jobs, 32, async (job) => {
        // Lists and other answers without path parameters are always prepared; each item's while
        // the budget lasts.
        if (!budget.open && Object.keys(job.path).length > 0) return budget.defer();
        const representation = await keptAnswer(job.operation, snapshot, job.path, job.query, true);
        budget.spend(representationBytes(representation));
        made.push({
          target: job.target,
          answer: { representation, options: answerOptions(job.operation, job.path) },
        });
      });
      return made;
    },
  };
}
