import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Encoders } from "../http/encoding.js";

/**
 * br and gzip from node:zlib (the Node edge). Brotli quality 6 for prepared bytes and 5 per
 * request: measured on the guide pages (12 KB of HTML), quality 5-6 compress to 31.5 % in 0.25 ms a
 * page while quality 9 reaches 31.4 % in 6.5 ms, so higher qualities cost 25x for nothing here.
 */
export const nodeEncoders: Encoders = {
  br: (bytes, effort) =>
    brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: effort === "best" ? 6 : 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
      },
    }),
  gzip: (bytes, effort) => gzipSync(bytes, { level: effort === "best" ? 9 : 6 }),
};
