import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Encoders } from "../http/encoding.js";

/**
 * The compressed bytes in a buffer of their own size. node:zlib's one-shot functions return a slice
 * of their 64 KB output chunk when the output fits in one, so a 3 KB compressed page kept as a
 * prepared or kept answer would hold 64 KB (measured at x100 content: 316 MB of ArrayBuffers for
 * 169 MB of prepared bytes). Copying costs a memcpy of the compressed size.
 */
function owned(bytes: Buffer): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
    ? bytes
    : new Uint8Array(bytes);
}

/**
 * br and gzip from node:zlib (the Node edge). Brotli quality 6 for prepared bytes and 5 per
 * request: measured on the guide pages (12 KB of HTML), quality 5-6 compress to 31.5 % in 0.25 ms a
 * page while quality 9 reaches 31.4 % in 6.5 ms, so higher qualities cost 25x for nothing here.
 */
export const nodeEncoders: Encoders = {
  br: (bytes, effort) =>
    owned(
      brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: effort === "best" ? 6 : 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
        },
      }),
    ),
  gzip: (bytes, effort) => owned(gzipSync(bytes, { level: effort === "best" ? 9 : 6 })),
};
