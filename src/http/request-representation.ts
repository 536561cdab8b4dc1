import type { Encoders } from "./encoding.js";
import { fastEtag } from "./fast-etag.js";
import { type BodyChunks, compressedVariants, type Representation } from "./representation.js";

const textEncoder = new TextEncoder();

/** A per-request representation, made synchronously: a fast ETag, compression on first use. */
export function createRequestRepresentation(
  content: string,
  contentType: string,
  encoders: Encoders,
): Representation {
  // Scratch, not a new buffer per answer: `TextEncoder.encode` put a BMI answer at 1.32-1.37x the CPU (duel).
  const bytes = encodeToScratch(content);
  // Latin-1 text is written as text (Node copies one-byte strings); other text as these bytes, which
  // Node would encode again: 4-10 % more CPU per search answer.
  const chunk = pastLatin1.test(content) ? bytes.slice() : content;
  return new RequestRepresentation([chunk], bytes.byteLength, fastEtag(bytes), contentType, encoders);
}

/** `createRequestRepresentation` of `before + middle + after`, the outer chunks already UTF-8 (a page's shell). */
export function createRepresentationAround(
  before: Uint8Array,
  middle: string,
  after: Uint8Array,
  contentType: string,
  encoders: Encoders,
): Representation {
  const chunks = [before, middle, after];
  const byteLength = before.byteLength + encodeToScratch(middle).byteLength + after.byteLength;
  return new RequestRepresentation(
    chunks,
    byteLength,
    () => fastEtag(joinChunks(chunks, scratchFor(byteLength))),
    contentType,
    encoders,
  );
}

// Body and ETag made only when read: made at once, the 404 page took 2.1-2.4x the CPU (duel, 2026-11-27).
// A class, not a literal with getters: 0.04 us to make, not 1.2 us (BENCHMARKS.md, 2026-11-26).
class RequestRepresentation implements Representation {
  #body: Uint8Array | undefined;
  #etag: string | (() => string);
  readonly codings: Representation["codings"];
  readonly variant: Representation["variant"];
  constructor(
    readonly chunks: BodyChunks,
    readonly byteLength: number,
    etag: string | (() => string),
    readonly contentType: string,
    encoders: Encoders,
  ) {
    this.#etag = etag;
    const { codings, variant } = compressedVariants(() => this.body, byteLength, encoders, "fast");
    this.codings = codings;
    this.variant = variant;
  }
  get body(): Uint8Array {
    this.#body ??= joinedChunks(this.chunks, this.byteLength);
    return this.#body;
  }
  get etag(): string {
    if (typeof this.#etag !== "string") this.#etag = this.#etag();
    return this.#etag;
  }
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

/** The chunks one after another in `into` (which holds them all); the filled part. */
function joinChunks(chunks: BodyChunks, into: Uint8Array): Uint8Array {
  let at = 0;
  for (const chunk of chunks) {
    if (typeof chunk === "string") at += textEncoder.encodeInto(chunk, into.subarray(at)).written;
    else {
      into.set(chunk, at);
      at += chunk.byteLength;
    }
  }
  return into.subarray(0, at);
}

/** Chunks of `byteLength` bytes in all as one buffer of their own (a single byte chunk is itself). */
function joinedChunks(chunks: BodyChunks, byteLength: number): Uint8Array {
  const [only] = chunks;
  return chunks.length === 1 && only instanceof Uint8Array
    ? only
    : joinChunks(chunks, new Uint8Array(byteLength));
}

/** The identity body of an answer as one buffer, whether it is bytes or chunks. */
export function answerBytes(body: Uint8Array | BodyChunks): Uint8Array {
  if (body instanceof Uint8Array) return body;
  const byteLength = body.reduce(
    (sum, chunk) => sum + (typeof chunk === "string" ? encodeToScratch(chunk).byteLength : chunk.byteLength),
    0,
  );
  return joinedChunks(body, byteLength);
}
