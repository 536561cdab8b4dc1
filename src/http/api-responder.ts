import type { AnyOperation, ApiContext } from "../api/operation.js";
import type { ParamDecls } from "../params/declare.js";
import { parseQuery, parseValue } from "../params/parse-query.js";
import type { Snapshot } from "../store/snapshot.js";
import { commonHeaders } from "./common-headers.js";
import type { Encoders } from "./encoding.js";
import type { PreparedVariant } from "./fast-answers.js";
import { inBatches } from "./in-batches.js";
import { errorResponse } from "./json-response.js";
import {
  type AnswerParts,
  answerParts,
  createRepresentation,
  createRepresentationNow,
  type Representation,
  respond,
} from "./representation.js";

/** Cache-Control of API answers (decisions.md section 2). */
export const apiCaching = "public, max-age=300";

/**
 * Answers learned from requests (spellings and parameter values beyond the defaults prepared at
 * start) that one snapshot keeps; beyond them answers are computed per request, so nobody can grow
 * the memory by walking `offset` and `limit`.
 */
const maxLearnedPerSnapshot = 1_000;

/** Answers API operations; prepares the answers of content operations once per snapshot. */
export interface ApiResponder {
  /** Answers one request for an operation with raw path parameters and query string. */
  answer(
    operation: AnyOperation,
    request: Request,
    rawPath: Record<string, string>,
    rawQuery: string,
  ): Promise<Response>;
  /** Prepares every default answer of the content operations for a snapshot (at start and reload). */
  prepare(snapshot: Snapshot): Promise<number>;
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
  /** Told of every prepared answer and the request target it answers, for the fast path. */
  readonly onPrepared?: (snapshot: Snapshot, target: string, answer: PreparedVariant) => void;
}

type Parsed =
  | { ok: true; path: Record<string, string>; query: Record<string, unknown> }
  | { ok: false; response: Response };

/**
 * Creates the responder. A prepared answer is keyed by the operation and its *parsed* parameters,
 * so `/api/v1/articles`, `/api/v1/articles?limit=20` and `/api/v1/articles/` share one set of bytes.
 */
export function createApiResponder(options: ApiResponderOptions): ApiResponder {
  const { baseUrl, encoders } = options;
  // Computed operations without path parameters, by exact path, for answerNow.
  const computedByPath = new Map(
    options.operations
      .filter((operation) => !operation.prepare && Object.keys(operation.pathParams).length === 0)
      .map((operation) => [operation.path, operation]),
  );
  const prepared = new WeakMap<Snapshot, Map<string, Promise<Representation>>>();
  const cacheOf = (snapshot: Snapshot) => {
    let cache = prepared.get(snapshot);
    if (!cache) {
      cache = new Map();
      prepared.set(snapshot, cache);
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

  const render = (
    operation: AnyOperation,
    snapshot: Snapshot,
    path: Record<string, string>,
    query: Record<string, unknown>,
    prepared: boolean,
  ) => {
    const body = operation.handle({ query: query as never, path, context: options.context(snapshot) });
    // Prepared answers are compressed once, as well as possible; computed ones lazily and fast.
    const representationOptions = prepared ? ({ effort: "best", eager: true } as const) : {};
    return createRepresentation(
      JSON.stringify(body),
      "application/json; charset=utf-8",
      encoders,
      representationOptions,
    );
  };

  const learned = new WeakMap<Snapshot, { count: number; spellings: number }>();
  const budgetOf = (snapshot: Snapshot) => {
    let budget = learned.get(snapshot);
    if (!budget) {
      budget = { count: 0, spellings: 0 };
      learned.set(snapshot, budget);
    }
    return budget;
  };
  /** The kept answer for these parameters, or undefined when it is neither prepared nor learnable. */
  const preparedAnswer = (
    operation: AnyOperation,
    snapshot: Snapshot,
    path: Record<string, string>,
    query: Record<string, unknown>,
    atStart: boolean,
  ): Promise<Representation> | undefined => {
    const cache = cacheOf(snapshot);
    const key = `${operation.operationId} ${JSON.stringify(path)} ${JSON.stringify(query)}`;
    let representation = cache.get(key);
    if (!representation) {
      const budget = budgetOf(snapshot);
      if (!atStart && budget.count >= maxLearnedPerSnapshot) return undefined;
      if (!atStart) budget.count++;
      representation = render(operation, snapshot, path, query, true);
      cache.set(key, representation);
      // A failed render (a 404 thrown by the handler) is not kept.
      representation.catch(() => cache.delete(key));
    }
    return representation;
  };

  return {
    answerNow(target, acceptEncoding, ifNoneMatch) {
      const queryStart = target.indexOf("?");
      const operation = computedByPath.get(queryStart === -1 ? target : target.slice(0, queryStart));
      if (!operation) return undefined;
      const parsed = parse(operation, {}, queryStart === -1 ? "" : target.slice(queryStart + 1));
      if (!parsed.ok) return undefined;
      const snapshot = options.snapshot();
      let body: unknown;
      try {
        body = operation.handle({
          query: parsed.query as never,
          path: parsed.path,
          context: options.context(snapshot),
        });
      } catch {
        return undefined;
      }
      const representation = createRepresentationNow(
        JSON.stringify(body),
        "application/json; charset=utf-8",
        encoders,
      );
      const parts = answerParts(representation, { cacheControl: apiCaching }, acceptEncoding, ifNoneMatch);
      Object.assign(parts.headers, commonHeaders);
      return parts;
    },
    async answer(operation, request, rawPath, rawQuery) {
      const parsed = parse(operation, rawPath, rawQuery);
      if (!parsed.ok) return parsed.response;
      const snapshot = options.snapshot();
      if (!operation.prepare) {
        const representation = await render(operation, snapshot, parsed.path, parsed.query, false);
        return respond(request, representation, { cacheControl: apiCaching });
      }
      const kept = preparedAnswer(operation, snapshot, parsed.path, parsed.query, false);
      if (!kept) {
        const representation = await render(operation, snapshot, parsed.path, parsed.query, false);
        return respond(request, representation, { cacheControl: apiCaching });
      }
      const representation = await kept;
      // This spelling of the request (a query, a trailing slash) now answers from the fast path too,
      // within a budget, since the same answer has endless spellings (`limit=020`, reordered pairs).
      const url = new URL(request.url);
      const target = `${url.pathname}${url.search}`;
      const budget = budgetOf(snapshot);
      if (target.length <= 256 && budget.spellings < maxLearnedPerSnapshot * 2) {
        budget.spellings++;
        options.onPrepared?.(snapshot, target, { representation, options: { cacheControl: apiCaching } });
      }
      return respond(request, representation, { cacheControl: apiCaching });
    },
    async prepare(snapshot) {
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
      await inBatches(jobs, 32, async (job) => {
        const representation = await preparedAnswer(job.operation, snapshot, job.path, job.query, true)!;
        options.onPrepared?.(snapshot, job.target, { representation, options: { cacheControl: apiCaching } });
      });
      return jobs.length;
    },
  };
}
