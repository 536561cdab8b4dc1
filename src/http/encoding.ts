import { parseQualityList } from "./quality-list.js";

/** Content codings the service can produce. */
export type ContentCoding = "br" | "gzip";

/**
 * How hard to compress: `best` for bytes prepared once and sent many times, `fast` for answers
 * computed per request, where compression time is part of the latency.
 */
export type Effort = "best" | "fast";

/** Compressors per coding; supplied by the runtime edge (node:zlib on Node). */
export type Encoders = Partial<Record<ContentCoding, (bytes: Uint8Array, effort: Effort) => Uint8Array>>;

/** Bodies up to this size are sent as they are (docs/http.md: over 1 KB). */
export const compressionThreshold = 1024;

/**
 * Chooses br or gzip from `Accept-Encoding` by quality value, br first at equal quality, and
 * neither when `identity` is listed with a higher one (RFC 9110 section 12.5.3; `x-gzip` is gzip,
 * section 8.4.1.3); undefined means identity.
 * @example chooseEncoding("gzip;q=0.5, identity", { br: 1, gzip: 1 }) // undefined
 */
export function chooseEncoding(
  header: string | null | undefined,
  available: Partial<Record<ContentCoding, unknown>>,
): ContentCoding | undefined {
  const entries = parseQualityList(header);
  const qualityOf = (coding: string) => {
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
