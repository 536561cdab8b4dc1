import {
  type ContentCoding,
  chooseEncoding,
  compressionThreshold,
  type Effort,
  type Encoders,
} from "./encoding.js";

/**
 * A body as runs of bytes and text (text goes out as UTF-8), sent one after another: how an answer
 * made per request is written without first being copied into one new buffer.
 */
export type BodyRuns = readonly (Uint8Array | string)[];

/** Bytes ready to send, with their strong validator and compressed variants. */
export interface Representation {
  /** The identity body (made from `runs` when first read, for an answer made per request). */
  readonly body: Uint8Array;
  /** The identity body as runs, for an answer made per request; written as they are. */
  readonly runs?: BodyRuns;
  /** Length of the identity body in bytes. */
  readonly byteLength: number;
  readonly contentType: string;
  /** Strong ETag of the identity body, quoted. */
  readonly etag: string;
  /** The codings this body can be sent in (none at or under the compression threshold). */
  readonly codings: Readonly<Partial<Record<ContentCoding, true>>>;
  /** The body in a coding, compressed on first use and kept. */
  variant(coding: ContentCoding): Uint8Array;
}

/** How a representation is prepared. */
export interface RepresentationOptions {
  /** Compression effort; `fast` unless the bytes are prepared once for many requests. */
  readonly effort?: Effort;
  /** Compress every coding now rather than on first use (prepared answers). */
  readonly eager?: boolean;
}

const textEncoder = new TextEncoder();

function base64url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** A strong ETag for bytes: the SHA-256 of the body, shortened (Web Crypto, so any runtime). */
export async function strongEtag(body: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", body as Uint8Array<ArrayBuffer>));
  return `"${base64url(digest.subarray(0, 18))}"`;
}

/**
 * A strong ETag from a 53-bit cyrb53 hash of the bytes, read four at a time, plus the length: as
 * good a validator as SHA-256 for one URL's successive answers, synchronous and a few times cheaper.
 */
export function fastEtag(body: Uint8Array): string {
  let h1 = 0xdeadbeef ^ body.length;
  let h2 = 0x41c6ce57 ^ body.length;
  const wholeWords = body.length - (body.length % 4);
  let index = 0;
  for (; index < wholeWords; index += 4) {
    const word = body[index]! | (body[index + 1]! << 8) | (body[index + 2]! << 16) | (body[index + 3]! << 24);
    h1 = Math.imul(h1 ^ word, 2654435761);
    h2 = Math.imul(h2 ^ word, 1597334677);
  }
  for (; index < body.length; index++) {
    const byte = body[index]!;
    h1 = Math.imul(h1 ^ byte, 2654435761);
    h2 = Math.imul(h2 ^ byte, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const hash = 4294967296 * (2097151 & h2) + (h1 >>> 0);
  return `"${hash.toString(36)}.${body.length.toString(36)}"`;
}

/** Prepares a representation: bytes, ETag and, for bodies over 1 KB, every available compressed variant. */
export async function createRepresentation(
  content: string | Uint8Array,
  contentType: string,
  encoders: Encoders,
  options: RepresentationOptions = {},
): Promise<Representation> {
  const body = typeof content === "string" ? textEncoder.encode(content) : content;
  // Prepared bytes get a SHA-256 validator; per-request answers a fast 106-bit hash, which is as
  // good a validator (it only has to change when the bytes do) at a fraction of the cost.
  const etag = options.effort === "best" ? await strongEtag(body) : fastEtag(body);
  return representationOf(body, contentType, etag, encoders, options);
}

/**
 * A per-request representation, made synchronously (fast ETag, compression on first use). A
 * Latin-1 body stays the text it was made from: it is measured and hashed in a scratch buffer and
 * written as text. A new buffer per answer cost more than the rest of the writing: its allocation,
 * and the collections its external memory brought on (third round of 2026-11-25 in BENCHMARKS.md's history). A same-run duel on 2026-11-27 put a plain `TextEncoder.encode` per answer at 1.32x-1.37x the CPU of a BMI answer.
 */
export function createRepresentationNow(
  content: string,
  contentType: string,
  encoders: Encoders,
): Representation {
  const bytes = encodeToScratch(content);
  // Text of Latin-1 characters only (most answers, "kg/m²" included) is written as the text itself:
  // V8 holds it one byte a character and Node writes it as UTF-8 at memcpy speed. Text with a
  // character past Latin-1 ("…" in a search excerpt) is held as UTF-16, which Node would encode a
  // second time (4-10 % more CPU per search answer): it is written as the bytes made here.
  const run = pastLatin1.test(content) ? bytes.slice() : content;
  return representationNowOf([run], bytes.byteLength, fastEtag(bytes), contentType, encoders);
}

/**
 * `createRepresentationNow` of `before + middle + after` where the outer runs are already UTF-8
 * (a page's shell around a slot): only the middle is measured per call, and the ETag is made only
 * if it is read (a 404 page sends none).
 * @example createRepresentationAround(encode("<p>"), "hi", encode("</p>"), "text/html", {})
 */
export function createRepresentationAround(
  before: Uint8Array,
  middle: string,
  after: Uint8Array,
  contentType: string,
  encoders: Encoders,
): Representation {
  const runs = [before, middle, after];
  const byteLength = before.byteLength + encodeToScratch(middle).byteLength + after.byteLength;
  return representationNowOf(
    runs,
    byteLength,
    () => fastEtag(joinRuns(runs, scratchFor(byteLength))),
    contentType,
    encoders,
  );
}

/**
 * A representation made per request from its runs: the body joined and the ETag made (when not
 * given) only if read. A class rather than an object literal with getters, which V8 builds through
 * its runtime: about 1.2 us each, against 0.04 us for an instance (first round of 2026-11-26 in BENCHMARKS.md's history), on every calculator, search and 404 answer. Without these (plain bytes, the ETag made at once),
 * a same-run duel on 2026-11-27 put the 404 page at 2.1x-2.4x the CPU.
 */
class RepresentationNow implements Representation {
  #body: Uint8Array | undefined;
  #etag: string | (() => string);
  readonly codings: Representation["codings"];
  readonly variant: Representation["variant"];
  constructor(
    readonly runs: BodyRuns,
    readonly byteLength: number,
    etag: string | (() => string),
    readonly contentType: string,
    encoders: Encoders,
  ) {
    this.#etag = etag;
    const { codings, variant } = compressedVariants(() => this.body, byteLength, encoders, {});
    this.codings = codings;
    this.variant = variant;
  }
  get body(): Uint8Array {
    this.#body ??= joinedRuns(this.runs, this.byteLength);
    return this.#body;
  }
  get etag(): string {
    if (typeof this.#etag !== "string") this.#etag = this.#etag();
    return this.#etag;
  }
}

/** A representation made per request from its runs; the ETag given, or made when first read. */
function representationNowOf(
  runs: BodyRuns,
  byteLength: number,
  etag: string | (() => string),
  contentType: string,
  encoders: Encoders,
): Representation {
  return new RepresentationNow(runs, byteLength, etag, contentType, encoders);
}

/** A character V8 cannot hold in a one-byte string. */
const pastLatin1 = /[\u0100-\uffff]/;

/** Texts up to this many UTF-16 units are encoded in the kept scratch buffer; longer ones get their own. */
const scratchLimit = 256 * 1024;
let scratch = new Uint8Array(64 * 1024);

/** A buffer of at least `length` bytes, valid until the next call: the kept scratch when it fits. */
function scratchFor(length: number): Uint8Array {
  if (length <= scratch.byteLength) return scratch;
  if (length > scratchLimit * 3) return new Uint8Array(length);
  scratch = new Uint8Array(length);
  return scratch;
}

/** The UTF-8 of `text` in a buffer valid until the next call (no allocation for most answers). */
function encodeToScratch(text: string): Uint8Array {
  // A UTF-16 unit is at most 3 bytes of UTF-8 (a surrogate pair is 4 for 2).
  const into = scratchFor(text.length * 3);
  return into.subarray(0, textEncoder.encodeInto(text, into).written);
}

/** The runs one after another in `into` (which holds them all); the filled part. */
function joinRuns(runs: BodyRuns, into: Uint8Array): Uint8Array {
  let at = 0;
  for (const run of runs) {
    if (typeof run === "string") at += textEncoder.encodeInto(run, into.subarray(at)).written;
    else {
      into.set(run, at);
      at += run.byteLength;
    }
  }
  return into.subarray(0, at);
}

/** Runs of `byteLength` bytes in all as one buffer of their own (a single byte run is itself). */
function joinedRuns(runs: BodyRuns, byteLength: number): Uint8Array {
  const [only] = runs;
  return runs.length === 1 && only instanceof Uint8Array ? only : joinRuns(runs, new Uint8Array(byteLength));
}

/** The identity body of an answer as one buffer, whether it is bytes or runs. */
export function answerBytes(body: Uint8Array | BodyRuns): Uint8Array {
  if (body instanceof Uint8Array) return body;
  const byteLength = body.reduce(
    (sum, run) => sum + (typeof run === "string" ? encodeToScratch(run).byteLength : run.byteLength),
    0,
  );
  return joinedRuns(body, byteLength);
}

function representationOf(
  body: Uint8Array,
  contentType: string,
  etag: string,
  encoders: Encoders,
  options: RepresentationOptions,
): Representation {
  const variants = compressedVariants(() => body, body.byteLength, encoders, options);
  return { body, byteLength: body.byteLength, contentType, etag, ...variants };
}

/** The codings a body may be sent in, and its variant in each (made on first use unless `eager`). */
function compressedVariants(
  body: () => Uint8Array,
  byteLength: number,
  encoders: Encoders,
  options: RepresentationOptions,
): Pick<Representation, "codings" | "variant"> {
  const effort = options.effort ?? "fast";
  const codings: Partial<Record<ContentCoding, true>> = {};
  if (byteLength > compressionThreshold) {
    for (const coding of ["br", "gzip"] as const) if (encoders[coding]) codings[coding] = true;
  }
  const made: Partial<Record<ContentCoding, Uint8Array>> = {};
  const variant = (coding: ContentCoding) => {
    made[coding] ??= encoders[coding]!(body(), effort);
    return made[coding]!;
  };
  if (options.eager) for (const coding of Object.keys(codings) as ContentCoding[]) variant(coding);
  return { codings, variant };
}

/**
 * About how many bytes a representation keeps: its body, plus half as much again for each coding
 * it may be compressed in (br and gzip variants of text are a fifth to a third of it).
 */
export function representationBytes(representation: Representation): number {
  return Math.ceil(representation.byteLength * (1 + Object.keys(representation.codings).length / 2));
}

/** Whether an `If-None-Match` value matches a strong ETag (weak comparison, any coding's suffix). */
export function etagMatches(header: string | null, etag: string): boolean {
  if (!header) return false;
  const bare = etag.slice(1, -1);
  return header.split(",").some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, "");
    if (tag === "*") return true;
    const inner = tag.replace(/^"|"$/g, "").replace(/-(br|gzip)$/, "");
    return inner === bare;
  });
}

/** Headers and status options for sending a representation. */
export interface RespondOptions {
  readonly status?: number;
  readonly cacheControl: string;
  /** Extra headers (`Link`, `Content-Location`, `Vary` additions, ...), sent on 200 and 304 alike. */
  readonly headers?: Readonly<Record<string, string>>;
  /** Extra `Vary` fields besides `Accept-Encoding`. */
  readonly vary?: readonly string[];
  /**
   * For answers a shared cache may keep: their `Surrogate-Key` value and the shared cache's
   * `CDN-Cache-Control` (see `src/routes/caching.ts`), sent on 200 and 304.
   */
  readonly shared?: { readonly keys: string; readonly cacheControl: string };
}

/** A complete answer as plain data: what the HTTP layer writes. */
export interface AnswerParts {
  readonly status: number;
  readonly headers: Record<string, string>;
  /** Null for 304; runs for an identity body made per request (`answerBytes` joins them). */
  readonly body: Uint8Array | BodyRuns | null;
}

/**
 * The answer to a request for a representation, from the two request headers it depends on: 304
 * when `If-None-Match` matches (RFC 9110 section 13.1.2), else the body, compressed when the client
 * accepts br or gzip. Each coding has its own strong ETag (`"tag-br"`), and a 304 repeats the
 * validators and caching headers of the 200. Pure; shared by `respond` and the prepared fast path.
 */
export function answerParts(
  representation: Representation,
  options: RespondOptions,
  acceptEncoding: string | null | undefined,
  ifNoneMatch: string | null | undefined,
  codingOf: (
    header: string | null | undefined,
    available: Representation["codings"],
  ) => ContentCoding | undefined = chooseEncoding,
): AnswerParts {
  const coding = codingOf(acceptEncoding, representation.codings);
  const headers: Record<string, string> = { ...options.headers };
  const status = options.status ?? 200;
  // A validator only where there is something to revalidate: a 404 page (`no-store`) has none, and
  // its body is not hashed at all (the ETag of a per-request representation is made when read).
  if (status === 200)
    headers.ETag = coding ? `${representation.etag.slice(0, -1)}-${coding}"` : representation.etag;
  headers["Cache-Control"] = options.cacheControl;
  if (options.shared) {
    headers["CDN-Cache-Control"] = options.shared.cacheControl;
    headers["Surrogate-Key"] = options.shared.keys;
  }
  headers.Vary = options.vary?.length ? `${options.vary.join(", ")}, Accept-Encoding` : "Accept-Encoding";
  if (status === 200 && ifNoneMatch && etagMatches(ifNoneMatch, representation.etag)) {
    return { status: 304, headers, body: null };
  }
  headers["Content-Type"] = representation.contentType;
  if (coding) {
    headers["Content-Encoding"] = coding;
    const compressed = representation.variant(coding);
    headers["Content-Length"] = String(compressed.byteLength);
    return { status, headers, body: compressed };
  }
  headers["Content-Length"] = String(representation.byteLength);
  return { status, headers, body: representation.runs ?? representation.body };
}

/** The request headers an answer to a representation depends on (an `Incoming` has them). */
export interface ConditionalRequest {
  readonly acceptEncoding: string | undefined;
  readonly ifNoneMatch: string | undefined;
}

/** Answers a request with a representation (see `answerParts`). */
export function respond(
  request: ConditionalRequest,
  representation: Representation,
  options: RespondOptions,
): AnswerParts {
  return answerParts(representation, options, request.acceptEncoding, request.ifNoneMatch);
}
