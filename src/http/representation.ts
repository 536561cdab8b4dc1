import {
  type ContentCoding,
  chooseEncoding,
  compressionThreshold,
  type Effort,
  type Encoders,
} from "./encoding.js";
import { fastEtag } from "./fast-etag.js";
import type { Incoming } from "./incoming.js";

/** An identity body as chunks of bytes, written in turn rather than first copied into one buffer. */
export type BodyChunks = readonly Uint8Array[];

/** What `respond` sends: an identity body, its compressed variants and, where it has one, its ETag. */
export interface AnswerBody {
  /** The identity body: one buffer, or chunks (an error page made per request around its shell). */
  readonly body: Uint8Array | BodyChunks;
  /** Length of the identity body in bytes. */
  readonly byteLength: number;
  readonly contentType: string;
  /** Strong ETag of the identity body, quoted; none for a body only ever sent with an error status. */
  readonly etag?: string;
  /** The codings this body can be sent in (none at or under the compression threshold). */
  readonly codings: Readonly<Partial<Record<ContentCoding, true>>>;
  /** The body in a coding, compressed on first use and kept. */
  variant(coding: ContentCoding): Uint8Array;
}

/** Bytes ready to send, with their strong validator and compressed variants. */
export interface Representation extends AnswerBody {
  readonly body: Uint8Array;
  readonly etag: string;
}

const textEncoder = new TextEncoder();

/** The identity body of an answer as one buffer, whether it is bytes or chunks. */
export function answerBytes(body: Uint8Array | BodyChunks): Uint8Array {
  if (body instanceof Uint8Array) return body;
  const joined = new Uint8Array(body.reduce((sum, chunk) => sum + chunk.byteLength, 0));
  let at = 0;
  for (const chunk of body) {
    joined.set(chunk, at);
    at += chunk.byteLength;
  }
  return joined;
}

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

/** A representation of bytes with their ETag, and its compressed variants made on first use. */
function representationOf(
  body: Uint8Array,
  contentType: string,
  etag: string,
  encoders: Encoders,
  effort: Effort,
): Representation {
  const variants = compressedVariants(() => body, body.byteLength, encoders, effort);
  return { body, byteLength: body.byteLength, contentType, etag, ...variants };
}

/** Prepares a representation: bytes, ETag and, for bodies over 1 KB, its compressed variants (`effort`: `best`
 * for bytes prepared once for many requests, with a SHA-256 ETag). */
export async function createRepresentation(
  content: string | Uint8Array,
  contentType: string,
  encoders: Encoders,
  effort: Effort = "fast",
): Promise<Representation> {
  const body = typeof content === "string" ? textEncoder.encode(content) : content;
  const etag = effort === "best" ? await strongEtag(body) : fastEtag(body);
  return representationOf(body, contentType, etag, encoders, effort);
}

/** `createRepresentation` of a text made per request, at once: its ETag is `fastEtag`'s (docs/http.md). */
export function createRequestRepresentation(content: string, contentType: string, encoders: Encoders) {
  const body = textEncoder.encode(content);
  return representationOf(body, contentType, fastEtag(body), encoders, "fast");
}

/**
 * An error page made per request, `before + middle + after` with the outer parts already UTF-8 (its
 * shell), sent as those chunks: joined only to be compressed, and never hashed, since an error status
 * carries no ETag.
 */
export function createErrorPageBody(
  before: Uint8Array,
  middle: string,
  after: Uint8Array,
  contentType: string,
  encoders: Encoders,
): AnswerBody {
  const body = [before, textEncoder.encode(middle), after];
  const byteLength = body.reduce((sum, chunk) => sum + chunk.byteLength, 0);
  const variants = compressedVariants(() => answerBytes(body), byteLength, encoders, "fast");
  return { body, byteLength, contentType, ...variants };
}

/** The codings a body may be sent in, and its variant in each (made on first use, see `compressAll`). */
export function compressedVariants(
  body: () => Uint8Array,
  byteLength: number,
  encoders: Encoders,
  effort: Effort,
): Pick<AnswerBody, "codings" | "variant"> {
  const codings: Partial<Record<ContentCoding, true>> = {};
  if (byteLength > compressionThreshold) {
    for (const coding of ["br", "gzip"] as const) if (encoders[coding]) codings[coding] = true;
  }
  const made: Partial<Record<ContentCoding, Uint8Array>> = {};
  const variant = (coding: ContentCoding) => {
    made[coding] ??= encoders[coding]!(body(), effort);
    return made[coding]!;
  };
  return { codings, variant };
}

/** Makes every compressed variant of a representation now rather than on first request. */
export function compressAll<R extends AnswerBody>(representation: R): R {
  for (const coding of Object.keys(representation.codings) as ContentCoding[]) representation.variant(coding);
  return representation;
}

/** About the bytes a representation keeps: its body, plus half again per coding (text compresses 3-5x). */
export function representationBytes(representation: AnswerBody): number {
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
  /** `Surrogate-Key` and `CDN-Cache-Control` of answers a shared cache may keep (`src/routes/caching.ts`). */
  readonly shared?: { readonly keys: string; readonly cacheControl: string };
}

/** A complete answer as plain data: what the HTTP layer writes. */
export interface AnswerParts {
  readonly status: number;
  readonly headers: Record<string, string>;
  /** Null for 304; chunks for an error page made per request (`answerBytes` joins them). */
  readonly body: Uint8Array | BodyChunks | null;
}

/** The request headers an answer to a representation depends on. */
export type ConditionalRequest = Pick<Incoming, "acceptEncoding" | "ifNoneMatch">;

/** A request's conditions and its target, the key an answer to it may be kept by. */
export type TargetedRequest = ConditionalRequest & { readonly target: string };

/** Answers a request with a representation: 304 on a matching `If-None-Match` (RFC 9110 section 13.1.2). */
export function respond(
  { acceptEncoding, ifNoneMatch }: Partial<ConditionalRequest>,
  representation: AnswerBody,
  options: RespondOptions,
  codingOf: (
    header: string | null | undefined,
    available: AnswerBody["codings"],
  ) => ContentCoding | undefined = chooseEncoding,
): AnswerParts {
  const coding = codingOf(acceptEncoding, representation.codings);
  const headers: Record<string, string> = { ...options.headers };
  const status = options.status ?? 200;
  // Each coding its own strong ETag (`"tag-br"`); none where nothing revalidates, so a 404 is never hashed
  // (and a body made without one, were it ever sent as a 200, is hashed here).
  const etag =
    status === 200 ? (representation.etag ?? fastEtag(answerBytes(representation.body))) : undefined;
  if (etag) headers.ETag = coding ? `${etag.slice(0, -1)}-${coding}"` : etag;
  headers["Cache-Control"] = options.cacheControl;
  if (options.shared) {
    headers["CDN-Cache-Control"] = options.shared.cacheControl;
    headers["Surrogate-Key"] = options.shared.keys;
  }
  headers.Vary = options.vary?.length ? `${options.vary.join(", ")}, Accept-Encoding` : "Accept-Encoding";
  if (etag && ifNoneMatch && etagMatches(ifNoneMatch, etag)) {
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
  return { status, headers, body: representation.body };
}
