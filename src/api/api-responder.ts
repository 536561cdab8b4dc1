import { LRUCache } from "lru-cache";
import { contentHeaders } from "../http/common-headers.js";
import type { Encoders } from "../http/encoding.js";
import type { PreparedVariant } from "../http/fast-answers.js";
import { inBatches } from "../http/in-batches.js";
import { createPrepareBudget, type PrepareBudget } from "../http/prepare-budget.js";
import {
  type AnswerParts,
  answerParts,
  createRepresentation,
  createRepresentationNow,
  type Representation,
  type RespondOptions,
  representationBytes,
  respond,
} from "../http/representation.js";
import type { ParamDecls } from "../params/declare.js";
import { parseQuery, parseValue } from "../params/parse-query.js";
import { contentCaching, sharedCaching, surrogateKeyHeader } from "../routes/caching.js";
import type { Snapshot } from "../store/snapshot.js";
import { errorResponse } from "./json-response.js";
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

/**
 * What the answers learned from requests (parameter values beyond the defaults prepared at start,
 * `?offset=40`) may keep per snapshot, least recently used out first; an answer not kept is computed
 * per request, so nobody can grow the memory by walking `offset` and `limit`.
 */
export const learnedAnswerBudget = { entries: 1_000, bytes: 16 * 1024 * 1024 } as const;

/** Answers API operations; prepares the answers of content operations once per snapshot. */
export interface ApiResponder {
  /** Answers one request for an operation with raw path parameters and query string. */
  answer(
    operation: AnyOperation,
    request: Request,
    rawPath: Record<string, string>,
    rawQuery: string,
  ): Promise<Response>;
  /** The answers learned from requests that a snapshot keeps, and their bytes. */
  learned(snapshot: Snapshot): { readonly entries: number; readonly bytes: number };
  /**
   * Prepares the default answers of the content operations for a snapshot (at start and reload),
   * lists first, while the budget lasts; the rest are made on request and kept as learned answers.
   */
  prepare(snapshot: Snapshot, budget?: PrepareBudget): Promise<number>;
  /**
   * The answer to a computed operation (calculators, search) as plain data, synchronously, for
   * the fast path; undefined for anything else, a path with parameters, or a request that is not
   * a valid 200 (those take the routed path, which answers the same error).
   */
  answerNow(
    target: string,
    acceptEncoding: string | undefined,
    ifNoneMatch: string | undefined,
  ): AnswerParts | undefined;
}

/** What the responder needs. */
export interface ApiResponderOptions {
  readonly operations: readonly AnyOperation[];
  readonly snapshot: () => Snapshot;
  readonly context: (snapshot: Snapshot) => ApiContext;
  readonly encoders: Encoders;
  readonly baseUrl: string;
  /** Told of every answer prepared at start and the request target it answers, for the fast path. */
  readonly onPrepared?: (snapshot: Snapshot, target: string, answer: PreparedVariant) => void;
  /** Told of another spelling of a kept answer seen in a request, for the fast path to learn. */
  readonly onLearned?: (snapshot: Snapshot, target: string, answer: PreparedVariant) => void;
}

type Parsed =
  | { ok: true; path: Record<string, string>; query: Record<string, unknown> }
  | { ok: false; response: Response };

/** A 200 body's JSON text: the operation's own serializer when it has one. */
function jsonOf(operation: AnyOperation, body: unknown): string {
  return operation.serialize ? operation.serialize(body as never) : JSON.stringify(body);
}

/**
 * Creates the responder. A prepared answer is keyed by the operation and its *parsed* parameters,
 * so `/api/v1/articles`, `/api/v1/articles?limit=20` and `/api/v1/articles/` share one set of bytes.
 */
export function createApiResponder(options: ApiResponderOptions): ApiResponder {
  const { baseUrl, encoders } = options;
  // Computed operations without path parameters, by exact path, with how their 200s are sent
  // (the same for every request: made once here), for answerNow.
  const computedByPath = new Map(
    options.operations
      .filter((operation) => !operation.prepare && Object.keys(operation.pathParams).length === 0)
      .map((operation) => [operation.path, { operation, sent: answerOptions(operation, {}) }]),
  );
  // Per snapshot: the answers prepared at start (as many as the content has), and those learned
  // from requests, within their budget.
  interface Kept {
    readonly prepared: Map<string, Promise<Representation>>;
    readonly learned: LRUCache<string, Representation>;
  }
  const kept = new WeakMap<Snapshot, Kept>();
  const keptOf = (snapshot: Snapshot) => {
    let cache = kept.get(snapshot);
    if (!cache) {
      cache = {
        prepared: new Map(),
        learned: new LRUCache<string, Representation>({
          max: learnedAnswerBudget.entries,
          maxSize: learnedAnswerBudget.bytes,
          sizeCalculation: (representation, key) => representationBytes(representation) + key.length * 2,
        }),
      };
      kept.set(snapshot, cache);
    }
    return cache;
  };

  const parse = (operation: AnyOperation, rawPath: Record<string, string>, rawQuery: string): Parsed => {
    const path: Record<string, string> = {};
    for (const [name, decl] of Object.entries(operation.pathParams as ParamDecls)) {
      const parsed = parseValue(name, decl, rawPath[name] ?? "");
      if (!parsed.ok) return { ok: false, response: errorResponse(parsed.error, baseUrl) };
      path[name] = String(parsed.value);
    }
    const query = parseQuery(operation.query as ParamDecls, new URLSearchParams(rawQuery));
    if (!query.ok) return { ok: false, response: errorResponse(query.error, baseUrl) };
    return { ok: true, path, query: query.value };
  };

  /** A kept answer: compressed once, as well as possible, with a strong ETag. */
  const render = (
    operation: AnyOperation,
    snapshot: Snapshot,
    path: Record<string, string>,
    query: Record<string, unknown>,
  ) => {
    const body = operation.handle({ query: query as never, path, context: options.context(snapshot) });
    return createRepresentation(jsonOf(operation, body), "application/json; charset=utf-8", encoders, {
      effort: "best",
      eager: true,
    });
  };

  /**
   * The answer of a computed operation (calculators, search) for parsed parameters, made
   * synchronously (fast ETag, compressed on first use): the routed path and the fast path both
   * answer with it. Throws the handler's ApiError when it refuses the request.
   */
  const computed = (
    operation: AnyOperation,
    snapshot: Snapshot,
    path: Record<string, string>,
    query: Record<string, unknown>,
  ): Representation => {
    const body = operation.handle({ query: query as never, path, context: options.context(snapshot) });
    return createRepresentationNow(jsonOf(operation, body), "application/json; charset=utf-8", encoders);
  };

  /** The kept answer for these parameters, prepared at start or learned from a request. */
  const keptAnswer = async (
    operation: AnyOperation,
    snapshot: Snapshot,
    path: Record<string, string>,
    query: Record<string, unknown>,
    atStart: boolean,
  ): Promise<Representation> => {
    const { prepared, learned } = keptOf(snapshot);
    const key = `${operation.operationId} ${JSON.stringify(path)} ${JSON.stringify(query)}`;
    const ready = prepared.get(key);
    if (ready) return ready;
    const seen = learned.get(key);
    if (seen && !atStart) return seen;
    if (seen) {
      // Asked for before preparation reached it: keep it for the snapshot's life.
      prepared.set(key, Promise.resolve(seen));
      learned.delete(key);
      return seen;
    }
    const representation = render(operation, snapshot, path, query);
    if (atStart) {
      prepared.set(key, representation);
      // A failed render (a 404 thrown by the handler) is not kept.
      representation.catch(() => prepared.delete(key));
      return representation;
    }
    const made = await representation;
    learned.set(key, made);
    return made;
  };

  return {
    learned(snapshot) {
      const { learned } = keptOf(snapshot);
      return { entries: learned.size, bytes: learned.calculatedSize };
    },
    answerNow(target, acceptEncoding, ifNoneMatch) {
      const queryStart = target.indexOf("?");
      const computedOperation = computedByPath.get(queryStart === -1 ? target : target.slice(0, queryStart));
      if (!computedOperation) return undefined;
      const { operation, sent } = computedOperation;
      const parsed = parse(operation, {}, queryStart === -1 ? "" : target.slice(queryStart + 1));
      if (!parsed.ok) return undefined;
      const snapshot = options.snapshot();
      let representation: Representation;
      try {
        representation = computed(operation, snapshot, parsed.path, parsed.query);
      } catch {
        return undefined;
      }
      const parts = answerParts(representation, sent, acceptEncoding, ifNoneMatch);
      Object.assign(parts.headers, contentHeaders(baseUrl, snapshot.graph.version));
      return parts;
    },
    async answer(operation, request, rawPath, rawQuery) {
      const parsed = parse(operation, rawPath, rawQuery);
      if (!parsed.ok) return parsed.response;
      const snapshot = options.snapshot();
      if (!operation.prepare) {
        const representation = computed(operation, snapshot, parsed.path, parsed.query);
        return respond(request, representation, answerOptions(operation, parsed.path));
      }
      const representation = await keptAnswer(operation, snapshot, parsed.path, parsed.query, false);
      // This spelling of the request (a query, a trailing slash) now answers from the fast path too,
      // within the fast path's budget, since the same answer has endless spellings (`limit=020`).
      const url = new URL(request.url);
      options.onLearned?.(snapshot, `${url.pathname}${url.search}`, {
        representation,
        options: answerOptions(operation, parsed.path),
      });
      return respond(request, representation, answerOptions(operation, parsed.path));
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
        for (const path of operation.prepare(snapshot.graph)) {
          const parsed = parse(operation, path, "");
          if (!parsed.ok) continue;
          const target = operation.path.replace(
            /\{(\w+)\}/g,
            (_match, name: string) => parsed.path[name] ?? "",
          );
          jobs.push({ operation, path: parsed.path, query: parsed.query, target });
        }
      }
      // Answers without path parameters (lists, app facts) first: within a budget they matter most.
      jobs.sort((a, b) => Object.keys(a.path).length - Object.keys(b.path).length);
      let made = 0;
      await inBatches(jobs, 32, async (job) => {
        // Lists and other answers without path parameters are always prepared; each item's while
        // the budget lasts.
        if (!budget.open && Object.keys(job.path).length > 0) return budget.defer();
        made += 1;
        const representation = await keptAnswer(job.operation, snapshot, job.path, job.query, true);
        budget.spend(representationBytes(representation));
        options.onPrepared?.(snapshot, job.target, {
          representation,
          options: answerOptions(job.operation, job.path),
        });
      });
      return made;
    },
  };
}
