import type { Encoders } from "./encoding.js";
import { fastEtag } from "./fast-etag.js";
import {
  type AnswerBody,
  type BodyChunks,
  compressedVariants,
  type Representation,
} from "./representation.js";

const textEncoder = new TextEncoder();

/** The UTF-8 of a text made per request, by the runtime's encoder where it gives one. */
function utf8(text: string, encoders: Encoders): Uint8Array {
  return encoders.utf8 ? encoders.utf8(text) : textEncoder.encode(text);
}

/** A representation made per request: its bytes, their ETag, its compressed variants made on first use. */
export function createRequestRepresentation(
  content: string,
  contentType: string,
  encoders: Encoders,
): Representation {
  const body = utf8(content, encoders);
  const variants = compressedVariants(() => body, body.byteLength, encoders, "fast");
  return { body, byteLength: body.byteLength, contentType, etag: fastEtag(body), ...variants };
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
  const body = [before, utf8(middle, encoders), after];
  const byteLength = body.reduce((sum, chunk) => sum + chunk.byteLength, 0);
  const variants = compressedVariants(() => answerBytes(body), byteLength, encoders, "fast");
  return { body, byteLength, contentType, ...variants };
}

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
