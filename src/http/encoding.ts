import { parseQualityList } from "./quality-list.js";

/** Content codings the service can produce. */
export type ContentCoding = "br" | "gzip";

/** How hard to compress: `best` for bytes prepared once, `fast` per request, where it adds to the latency. */
export type Effort = "best" | "fast";

/** Compressors per coding; supplied by the runtime edge (node:zlib on Node). */
export type Encoders = Partial<Record<ContentCoding, (bytes: Uint8Array, effort: Effort) => Uint8Array>>;

/** Bodies up to this size are sent as they are (docs/http.md: over 1 KB). */
export const compressionThreshold = 1024;

/**
 * Chooses br or gzip by quality, br on ties, none if `identity` ranks higher (RFC 9110 section 12.5.3).
 * @example chooseEncoding("gzip;q=0.5, identity", { br: 1, gzip: 1 }) // undefined
 */
export function chooseEncoding(
  header: string | null | undefined,
  available: Partial<Record<ContentCoding, unknown>>,
): ContentCoding | undefined {
  const entries = parseQualityList(header);
  const qualityOf = (coding: string) => {
    // `x-gzip` is gzip (RFC 9110 section 8.4.1.3).
    const exact = entries.find(
      (entry) => entry.value === coding || (coding === "gzip" && entry.value === "x-gzip"),
    );
    if (exact) return exact.q;
    return entries.find((entry) => entry.value === "*")?.q ?? 0;
  };
  let best: ContentCoding | undefined;
  let bestQ = 0;
  for (const coding of ["br", "gzip"] as const) {
    if (!available[coding]) continue;
    const q = qualityOf(coding);
    if (q > bestQ) {
      best = coding;
      bestQ = q;
    }
  }
  const identity = entries.find((entry) => entry.value === "identity");
  return identity !== undefined && identity.q > bestQ ? undefined : best;
}
