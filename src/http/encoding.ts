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

/** Bodies up to this size are sent as they are (decisions.md section 2: over 1 KB). */
export const compressionThreshold = 1024;

/**
 * Chooses br or gzip from `Accept-Encoding` by quality value, br first at equal quality;
 * undefined means identity.
 */
export function chooseEncoding(
  header: string | null | undefined,
  available: Partial<Record<ContentCoding, unknown>>,
): ContentCoding | undefined {
  const entries = parseQualityList(header);
  const qualityOf = (coding: string) => {
    const exact = entries.find((entry) => entry.value === coding);
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
  return best;
}
