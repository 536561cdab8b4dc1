import { cachedIn } from "../http/cached-in.js";
import type { Encoders } from "../http/encoding.js";
import { inBatches } from "../http/in-batches.js";
import type { PrepareBudget } from "../http/prepare-budget.js";
import type { PreparedAnswers, PreparedVariant } from "../http/prepared-answers.js";
import {
  type AnswerParts,
  compressAll,
  createRepresentation,
  createRequestRepresentation,
  type Representation,
  type RespondOptions,
  representationBytes,
  respond,
  type TargetedRequest,
} from "../http/representation.js";
import type { ParamDecls } from "../params/declare.js";
import { parseQuery, parseValue } from "../params/parse-query.js";
import { contentCaching, privateCaching, sharedCaching, surrogateKeyHeader } from "../routes/caching.js";
import { fillPattern } from "../routes/pattern.js";
import type { Snapshot } from "../store/snapshot.js";
import type { ErrorDetail } from "./errors.js";
import { errorAnswer } from "./json-response.js";
import { createKeptAnswers, type KeptAnswers, keyOf } from "./kept-answers.js";
import type { AnyOperation, ApiContext } from "./operation.js";

/** The answer options of operations without path parameters, which are the same for every request. */
const fixedOptions = new WeakMap<AnyOperation, RespondOptions>();

/** How an operation's 200 is sent: browsers' and the shared cache's policy, and its surrogate keys. */
function answerOptions(operation: AnyOperation, path: Record<string, string>): RespondOptions {
  const made = (): RespondOptions => ({
    cacheControl: contentCaching,
    shared: { keys: surrogateKeyHeader(operation.cacheKeys(path)), cacheControl: sharedCaching },
  });
  // Made once for an operation without path parameters (lists, calculators, search).
  return Object.keys(operation.pathParams).length > 0 ? made() : cachedIn(fixedOptions, operation, made);
}

/** The spellings of a query value a client library writes: URLSearchParams's, or encodeURIComponent's. */
function plainValues(value: string): string[] {
  const component = encodeURIComponent(value);
  return [new URLSearchParams([["", value]]).toString().slice(1), component, component.replace(/%20/g, "+")];
}

/**
 * Whether a target is the plain spelling of its parameters: the path as declared (no escapes or dot
 * segments; a trailing slash is served exactly as without it, docs/api.md) and each query value as a
 * client library writes it (`limit=10`, not `010`; `q=walking`, not `q=walking+` or `q=%77alking`).
 * Only those answers are offered to shared caches and kept, so that one answer is at most two cache
 * objects however many ways it is spelled.
 * @example plainTarget("/api/v1/articles?limit=010", "/api/v1/articles", { limit: 10 }) // false
 */
export function plainTarget(target: string, path: string, query: Record<string, unknown>): boolean {
  const at = target.indexOf("?");
  const asked = at === -1 ? target : target.slice(0, at);
  if (asked !== path && asked !== `${path}/`) return false;
  if (at === -1) return true;
  return target
    .slice(at + 1)
    .split("&")
    .every((pair) => {
      const equals = pair.indexOf("=");
      if (equals === -1) return false;
      const name = pair.slice(0, equals);
      return Object.hasOwn(query, name) && plainValues(String(query[name])).includes(pair.slice(equals + 1));
    });
}

/** An API answer prepared for a snapshot, and the request target it answers. */
export interface PreparedApiAnswer {
  readonly target: string;
  readonly answer: PreparedVariant;
}

/** Answers API operations; prepares the answers of content operations once per snapshot. */
export type ApiResponder = ReturnType<typeof createApiResponder>;

/** What the responder needs. */
export interface ApiResponderOptions {
  readonly operations: readonly AnyOperation[];
  readonly snapshot: () => Snapshot;
  readonly context: (snapshot: Snapshot) => ApiContext;
  readonly encoders: Encoders;
  /** Public origin, for the links of the Error envelope. */
  readonly baseUrl: string;
  /** A snapshot's answer cache, which keeps answers of the routed path by target (`PreparedAnswers.keep`). */
  readonly answers?: (snapshot: Snapshot) => Pick<PreparedAnswers, "keep">;
}

/** Parsed parameters, or the error of the first one that is not valid (returned: a refusal is common). */
export function parseParams(
  operation: AnyOperation,
  rawPath: Record<string, string>,
  rawQuery: string | URLSearchParams,
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

/** The responder's state: its options, and each snapshot's kept answers. */
interface Responder {
  readonly options: ApiResponderOptions;
  readonly kept: WeakMap<Snapshot, KeptAnswers>;
}

/**
 * How an answer to another spelling of a target is sent: `private`, so that no shared cache keeps
 * it (a CDN without `CDN-Cache-Control` falls back to `Cache-Control`, RFC 9213).
 */
const unsharedOptions: RespondOptions = { cacheControl: privateCaching };

/** An operation's parsed parameters, on the snapshot they are answered from. */
interface Asked {
  readonly operation: AnyOperation;
  readonly snapshot: Snapshot;
  readonly path: Record<string, string>;
  readonly query: Record<string, unknown>;
}

function keptOf(responder: Responder, snapshot: Snapshot): KeptAnswers {
  return cachedIn(responder.kept, snapshot, createKeptAnswers);
}

function bodyOf(responder: Responder, { operation, snapshot, path, query }: Asked): string {
  return JSON.stringify(
    operation.handle({ query: query as never, path, context: responder.options.context(snapshot) }),
  );
}

/** The kept answer for these parameters, prepared at start or kept from a request. */
async function keptAnswer(responder: Responder, asked: Asked, atStart: boolean): Promise<Representation> {
  const kept = keptOf(responder, asked.snapshot);
  const key = keyOf(asked.operation, asked.path, asked.query);
  const ready = kept.prepared.get(key);
  if (ready) return ready;
  // Only at start: `answerOperation` answers one kept from a request itself.
  const seen = kept.fromRequests.get(key);
  if (seen) {
    // Asked for before preparation reached it: keep it for the snapshot's life.
    kept.prepared.set(key, Promise.resolve(seen));
    kept.ready.set(key, seen);
    kept.fromRequests.delete(key);
    return seen;
  }
  const representation = createRepresentation(
    bodyOf(responder, asked),
    jsonType,
    responder.options.encoders,
    "best",
  ).then(compressAll);
  if (atStart) {
    kept.prepared.set(key, representation);
    return representation.then((made) => {
      kept.ready.set(key, made);
      return made;
    });
  }
  const made = await representation;
  kept.fromRequests.set(key, made);
  return made;
}

/** Answers one request for an operation (`ApiResponder.answer`). */
function answerOperation(
  responder: Responder,
  operation: AnyOperation,
  request: TargetedRequest,
  rawPath: Record<string, string>,
  rawQuery: string,
): AnswerParts | Promise<AnswerParts> {
  const parsed = parseParams(operation, rawPath, rawQuery);
  if (!parsed.ok) return errorAnswer(parsed.error, responder.options.baseUrl);
  const asked: Asked = {
    operation,
    snapshot: responder.options.snapshot(),
    path: parsed.path,
    query: parsed.query,
  };
  const plain = plainTarget(request.target, fillPattern(operation.path, parsed.path), parsed.query);
  const sent = plain ? answerOptions(operation, parsed.path) : unsharedOptions;
  // Offered to the snapshot's answer cache (`ApiResponderOptions.answers`), then sent.
  const answer = (representation: Representation, heldForSnapshot = false) => {
    const { answers } = responder.options;
    if (plain)
      answers?.(asked.snapshot).keep(request.target, { representation, options: sent }, heldForSnapshot);
    return respond(request, representation, sent);
  };
  // Calculators and search: made for this request, compressed only if a client asks for a coding.
  if (!operation.prepare)
    return answer(
      createRequestRepresentation(bodyOf(responder, asked), jsonType, responder.options.encoders),
    );
  // Another spelling of a prepared answer (`?limit=20`), or one kept from a request: at once.
  const { ready, fromRequests } = keptOf(responder, asked.snapshot);
  const key = keyOf(operation, parsed.path, parsed.query);
  const prepared = ready.get(key);
  if (prepared) return answer(prepared, true);
  const now = fromRequests.get(key);
  if (now) return answer(now);
  return keptAnswer(responder, asked, false).then(answer);
}

/** The default answers of the content operations, with the targets they answer, lists first. */
function preparedJobs(
  operations: readonly AnyOperation[],
  snapshot: Snapshot,
): (Asked & { target: string })[] {
  const jobs: (Asked & { target: string })[] = [];
  for (const operation of operations) {
    if (!operation.prepare) continue;
    for (const rawPath of operation.prepare(snapshot.graph)) {
      const parsed = parseParams(operation, rawPath, "");
      // A content item whose slug no request could name: nothing to prepare.
      if (!parsed.ok) continue;
      const { path, query } = parsed;
      jobs.push({ operation, snapshot, path, query, target: fillPattern(operation.path, path) });
    }
  }
  // Answers without path parameters (lists, app facts) first: within a budget they matter most.
  return jobs.sort((a, b) => Object.keys(a.path).length - Object.keys(b.path).length);
}

/** Prepares a snapshot's default content answers (`ApiResponder.prepare`). */
async function prepareAnswers(
  responder: Responder,
  snapshot: Snapshot,
  budget: PrepareBudget,
): Promise<PreparedApiAnswer[]> {
  const made: PreparedApiAnswer[] = [];
  await inBatches(preparedJobs(responder.options.operations, snapshot), 32, async (job) => {
    // Lists always; each item's answer only while the budget lasts.
    if (budget.left <= 0 && Object.keys(job.path).length > 0) return void budget.deferred++;
    const representation = await keptAnswer(responder, job, true);
    budget.left -= representationBytes(representation);
    made.push({
      target: job.target,
      answer: { representation, options: answerOptions(job.operation, job.path) },
    });
  });
  return made;
}

/** Creates the responder; answers are kept by *parsed* parameters, so `?limit=20` shares the default's. */
export function createApiResponder(options: ApiResponderOptions) {
  const responder: Responder = { options, kept: new WeakMap() };
  return {
    /** The answers kept from requests for a snapshot, and their bytes. */
    kept(snapshot: Snapshot) {
      const { fromRequests } = keptOf(responder, snapshot);
      return { entries: fromRequests.size, bytes: fromRequests.calculatedSize };
    },
    /** Answers a request: a computed operation at once, a content one from kept answers; may throw ApiError. */
    answer: (
      operation: AnyOperation,
      request: TargetedRequest,
      path: Record<string, string>,
      query: string,
    ) => answerOperation(responder, operation, request, path, query),
    /** Prepares a snapshot's default content answers (at start and reload), lists first, within the budget. */
    prepare: (snapshot: Snapshot, budget: PrepareBudget) => prepareAnswers(responder, snapshot, budget),
  };
}
