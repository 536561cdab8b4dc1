import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { nodeEncoders } from "./encoders.js";

const page = new TextEncoder().encode(
  "<p>Walk 10,000 steps a day, or fewer: the guide explains.</p>\n".repeat(200),
);
// Incompressible bytes (xorshift32), so the output spans several of zlib's 64 KB chunks.
let state = 2_463_534_242;
const noise = new Uint8Array(200_000).map(() => {
  state ^= state << 13;
  state ^= state >>> 17;
  state ^= state << 5;
  return state & 0xff;
});

describe("nodeEncoders", () => {
  for (const coding of ["br", "gzip"] as const) {
    const encode = nodeEncoders[coding]!;
    const decode = coding === "br" ? brotliDecompressSync : gunzipSync;

    it(`${coding}: a small output holds a buffer of its own size, not zlib's output chunk`, () => {
      for (const effort of ["best", "fast"] as const) {
        const out = encode(page, effort);
        expect(out.byteLength).toBeLessThan(page.byteLength / 4);
        expect(out.buffer.byteLength).toBe(out.byteLength);
        expect(out.byteOffset).toBe(0);
        expect(new Uint8Array(decode(out))).toEqual(page);
      }
    });

    it(`${coding}: an output of several chunks is whole and round-trips`, () => {
      const out = encode(noise, "fast");
      expect(out.byteLength).toBeGreaterThan(2 * 65_536);
      expect(out.buffer.byteLength).toBe(out.byteLength);
      expect(new Uint8Array(decode(out))).toEqual(noise);
    });
  }
});
