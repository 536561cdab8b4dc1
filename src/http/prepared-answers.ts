import { LRUCache } from "lru-cache";
import { type ContentCoding, chooseEncoding } from "./encoding.js";
import type { Incoming } from "./incoming.js";
import {
  type AnswerParts,
  compressAll,
  etagMatches,
  type Representation,
  type RespondOptions,
  representationBytes,
  respond,
  type TargetedRequest,
} from "./representation.js";
import { maxUrlLength } from "./request-limits.js";

/** A prepared answer: one representation with the options it is always sent with. */
export interface PreparedVariant {
  readonly representation: Representation;
  readonly options: RespondOptions;
}

/** What a path answers: one variant, or HTML and Markdown chosen by `Accept` (prepared, or described). */
export type AnswerEntry<V> =
  | { readonly kind: "fixed"; readonly answer: V }
  | { readonly kind: "negotiated"; readonly html: V; readonly markdown: V };

/** What a path answers, prepared. */
export type PreparedEntry = AnswerEntry<PreparedVariant>;

/** An entry's variants: its one answer, or its HTML and its Markdown. */
export function variantsOf<V>(entry: AnswerEntry<V>): V[] {
  return entry.kind === "fixed" ? [entry.answer] : [entry.html, entry.markdown];
}

/** The entry of the same kind with each variant made by `make` from this one's. */
export function mapEntry<V, W>(entry: AnswerEntry<V>, make: (variant: V) => W): AnswerEntry<W> {
  return entry.kind === "fixed"
    ? { kind: "fixed", answer: make(entry.answer) }
    : { kind: "negotiated", html: make(entry.html), markdown: make(entry.markdown) };
}

/** Prepared entries described elsewhere (a built site's manifest), each made when first asked for. */
export interface DescribedEntries {
  /** Every target described, in order. */
  readonly targets: readonly string[];
  /** A described target's entry, made now. */
  readonly entry: (target: string) => PreparedEntry | undefined;
}

/** The request facts a prepared answer depends on, as raw header values (the target as received). */
export type PreparedRequest = Pick<TargetedRequest, "target"> &
  Partial<Pick<Incoming, "accept" | "acceptEncoding" | "ifNoneMatch">>;

/** One content snapshot's GET and HEAD answers by request target: prepared, or computed and kept. */
export type PreparedAnswers = ReturnType<typeof createPreparedAnswers>;

/**
 * Per-snapshot budget of kept computed answers (LRU); `longestTarget` keeps remembered targets under 2 MB.
 */
export const keptComputedBudget = {
  entries: 1_000,
  bytes: 16 * 1024 * 1024,
  askedOnce: 4_000,
  longestTarget: 512,
} as const;

/** Distinct header values whose decisions are remembered (clients send few distinct ones). */
export const rememberedHeaderBudget = { entries: 512, longestValue: 512 } as const;

interface Remembering<T> {
  (header: string): T;
  readonly size: number;
}

function remembering<T extends {}>(decide: (header: string) => T): Remembering<T> {
  const memory = new LRUCache<string, T>({ max: rememberedHeaderBudget.entries });
  const recall = (header: string) => {
    let decision = memory.get(header);
    if (decision === undefined) {
      decision = decide(header);
      if (header.length <= rememberedHeaderBudget.longestValue) memory.set(header, decision);
    }
    return decision;
  };
  return Object.defineProperty(recall, "size", { get: () => memory.size }) as Remembering<T>;
}

function entryBytes(target: string, entry: PreparedEntry): number {
  return variantsOf(entry).reduce(
    (bytes, answer) => bytes + representationBytes(answer.representation),
    target.length * 2,
  );
}

const bothCodings = { br: true, gzip: true } as const;

/** The table's state: its entries, the status and headers made per variant, the remembered decisions. */
type Table = ReturnType<typeof createTable>;

function createTable(
  negotiate: (accept: string | undefined) => "html" | "markdown" | "none",
  everyAnswerHeaders: Readonly<Record<string, string>>,
) {
  const codingFor = remembering<ContentCoding | "none">(
    (acceptEncoding) => chooseEncoding(acceptEncoding, bothCodings) ?? "none",
  );
  return {
    /** Each target's entry, or null for one described and not yet asked for (`describe`). */
    entries: new Map<string, PreparedEntry | null>(),
    described: undefined as DescribedEntries | undefined,
    // Each entry's size is given when it is kept (`keep`).
    kept: new LRUCache<string, PreparedEntry>({
      max: keptComputedBudget.entries,
      maxSize: keptComputedBudget.bytes,
    }),
    askedOnce: new LRUCache<string, true>({ max: keptComputedBudget.askedOnce }),
    /** Kept answers made in every coding they offer: a lookup of one in a coding computes nothing. */
    compressed: new WeakSet<PreparedEntry>(),
    prepared: new WeakMap<PreparedVariant, Map<string, AnswerParts>>(),
    formatFor: remembering((accept) => negotiate(accept)),
    codingFor,
    everyAnswerHeaders,
    decideCoding: (header: string | null | undefined, available: Representation["codings"]) => {
      if (!header) return undefined;
      const preferred = codingFor(header);
      if (preferred === "none") return undefined;
      return available[preferred] ? preferred : chooseEncoding(header, available);
    },
  };
}

/** Offers an answer of the routed path, kept within `keptComputedBudget` once its target comes twice. */
function keepAnswer(table: Table, target: string, answer: PreparedVariant, heldForSnapshot: boolean): void {
  if (target.length > keptComputedBudget.longestTarget) return;
  const kept = table.kept.get(target);
  if (kept) {
    // Routed again because a client asked for a coding it was not made in: made now, in the gate.
    if (!table.compressed.has(kept)) compressEvery(table, kept);
    return;
  }
  // Kept from the second offer on: queries asked once do not churn the tier.
  if (!table.askedOnce.delete(target)) {
    table.askedOnce.set(target, true);
    return;
  }
  // Compressed only once a client asks for a coding (that request is routed, see `answerFrom`): made
  // up front in every coding, the answers of a flood of new searches took 13 % of its CPU to compress
  // for clients that asked for none (BENCHMARKS.md, 2026-11-28).
  const entry: PreparedEntry = { kind: "fixed", answer };
  // A prepared answer under another spelling was compressed when prepared.
  if (heldForSnapshot) table.compressed.add(entry);
  // A prepared answer's bytes are held for the snapshot anyway: only its target counts here.
  table.kept.set(target, entry, {
    size: heldForSnapshot ? target.length * 2 : entryBytes(target, entry),
  });
}

/** Creates the table; `negotiate` is the website's Accept rule (docs/website.md), its 406 left to routing. */
export function createPreparedAnswers(
  negotiate: (accept: string | undefined) => "html" | "markdown" | "none",
  everyAnswerHeaders: Readonly<Record<string, string>>,
) {
  const table = createTable(negotiate, everyAnswerHeaders);
  return {
    /** Adds an answer prepared from the content (every target the snapshot has; not request-driven). */
    register(target: string, entry: PreparedEntry) {
      table.entries.set(target, entry);
    },
    /** Adds the entries of a built site (docs/artifact.md), each parsed when first asked for. */
    describe(described: DescribedEntries) {
      if (table.described) throw new Error("a table takes the entries of one built site");
      table.described = described;
      for (const target of described.targets) table.entries.set(target, null);
    },
    /** Offers an answer of the routed path, kept within `keptComputedBudget` once its target comes twice. */
    keep: (target: string, answer: PreparedVariant, heldForSnapshot = false) =>
      keepAnswer(table, target, answer, heldForSnapshot),
    /** The shared answer to a request (callers must not change it), or undefined to take the routed path. */
    answer: (request: PreparedRequest) => answerFrom(table, request),
    /** Every target registered as prepared, in the order they were registered. */
    targets: () => [...table.entries.keys()],
    /** Every target with its prepared entry, in the order they were registered. */
    entries: () =>
      [...table.entries.keys()].flatMap((target) => {
        const entry = registeredEntry(table, target);
        return entry ? [[target, entry] as const] : [];
      }),
    /** The answers prepared for the snapshot: how many targets, and the bytes of those made. */
    get prepared() {
      let bytes = 0;
      for (const [target, entry] of table.entries) if (entry) bytes += entryBytes(target, entry);
      return { entries: table.entries.size, bytes };
    },
    /** The computed answers kept: how many targets, and their bytes. */
    get kept() {
      return { entries: table.kept.size, bytes: table.kept.calculatedSize };
    },
    /** Header values whose decisions are remembered (`Accept` and `Accept-Encoding` together). */
    get remembered() {
      return table.formatFor.size + table.codingFor.size;
    },
  };
}

/** The prepared or kept answer to a request for an exact target, or undefined (none, or 406 to route). */
function answerFrom(table: Table, request: PreparedRequest): AnswerParts | undefined {
  const registered = registeredEntry(table, request.target);
  const entry = registered ?? table.kept.get(request.target);
  if (!entry) return undefined;
  let variant: PreparedVariant;
  if (entry.kind === "fixed") variant = entry.answer;
  else {
    const format = request.accept === undefined ? "html" : table.formatFor(request.accept);
    if (format === "none") return undefined;
    variant = entry[format];
  }
  const coding = table.decideCoding(request.acceptEncoding, variant.representation.codings) ?? "identity";
  // A kept answer not yet compressed: the routed path (in the gate) answers, and compresses it (`keep`).
  if (!registered && coding !== "identity" && !table.compressed.has(entry)) return undefined;
  const notModified =
    request.ifNoneMatch !== undefined && etagMatches(request.ifNoneMatch, variant.representation.etag);
  const parts = statusAndHeaders(table, variant, coding, notModified, request);
  if (parts.status === 304) return parts;
  const { representation } = variant;
  return {
    status: parts.status,
    headers: parts.headers,
    body: coding === "identity" ? representation.body : representation.variant(coding),
  };
}

/** A registered target's entry, made when first asked for if it was described (and kept). */
function registeredEntry(table: Table, target: string): PreparedEntry | undefined {
  const registered = table.entries.get(target);
  if (registered !== null) return registered;
  let entry: PreparedEntry | undefined;
  try {
    entry = table.described!.entry(target);
  } catch {
    // A line the built site no longer reads as an entry: the target is routed, not parsed again.
  }
  if (entry) table.entries.set(target, entry);
  else table.entries.delete(target);
  return entry;
}

/** Makes a kept answer in every coding it offers, so that its lookups compute nothing. */
function compressEvery(table: Table, entry: PreparedEntry): void {
  for (const variant of variantsOf(entry)) compressAll(variant.representation);
  table.compressed.add(entry);
}

/** A variant's status and headers for a coding, 304 or not: they depend on nothing else, so are made once. */
function statusAndHeaders(
  table: Table,
  variant: PreparedVariant,
  coding: ContentCoding | "identity",
  notModified: boolean,
  request: PreparedRequest,
): AnswerParts {
  let answers = table.prepared.get(variant);
  if (!answers) {
    answers = new Map();
    table.prepared.set(variant, answers);
  }
  const key = notModified ? `${coding} 304` : coding;
  let parts = answers.get(key);
  if (!parts) {
    const made = respond(request, variant.representation, variant.options, table.decideCoding);
    Object.assign(made.headers, table.everyAnswerHeaders);
    // No body kept: a built site's bodies are read from files, so memory holds only what the reader keeps.
    parts = { status: made.status, headers: made.headers, body: null };
    answers.set(key, parts);
  }
  return parts;
}

/** The prepared answer to a GET or HEAD of this exact target; one over the size limits is routed. */
export function lookupPrepared(
  table: PreparedAnswers | undefined,
  request: PreparedRequest & { readonly method: string; readonly headersFit: boolean },
): AnswerParts | undefined {
  if (!table || (request.method !== "GET" && request.method !== "HEAD")) return undefined;
  if (!request.headersFit || request.target.length > maxUrlLength) return undefined;
  try {
    return table.answer(request);
  } catch {
    // A body the built site no longer has (a build replacing it under a running server): routed instead.
    return undefined;
  }
}
