import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Encoders } from "./encoding.js";

/** br and gzip from node:zlib (the Node edge); quality chosen for prepared-once bodies. */
export const nodeEncoders: Encoders = {
  br: (bytes) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
  gzip: (bytes) => gzipSync(bytes, { level: 9 }),
};
