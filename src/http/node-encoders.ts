import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Encoders } from "./encoding.js";

/**
 * br and gzip from node:zlib (the Node edge). Prepared bytes get brotli quality 9 and gzip level 9
 * once; answers computed per request get brotli 4 and gzip 6, which cost a fraction of the time
 * for a few percent more bytes.
 */
export const nodeEncoders: Encoders = {
  br: (bytes, effort) =>
    brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: effort === "best" ? 9 : 4,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
      },
    }),
  gzip: (bytes, effort) => gzipSync(bytes, { level: effort === "best" ? 9 : 6 }),
};
