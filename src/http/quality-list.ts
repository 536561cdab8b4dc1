/** One entry of an `Accept`-style header: a token or media range with its quality value. */
export interface QualityEntry {
  /** Lower-cased token or media range (`br`, `text/markdown`, `*\/*`), parameters other than q removed. */
  readonly value: string;
  /** Quality value from 0 to 1 (RFC 9110 section 12.4.2). */
  readonly q: number;
  /** Position in the header, for "first listed wins". */
  readonly index: number;
}

/** Parses an `Accept`-style list: malformed entries skipped, a malformed q read as 1, never an exception. */
export function parseQualityList(header: string | null | undefined): QualityEntry[] {
  if (!header) return [];
  const entries: QualityEntry[] = [];
  const parts = header.slice(0, 4096).split(",");
  for (let index = 0; index < parts.length && index < 64; index++) {
    const [rawValue, ...params] = parts[index]!.split(";");
    const value = rawValue!.trim().toLowerCase();
    if (!value) continue;
    let q = 1;
    for (const param of params) {
      const [key, raw] = param.split("=").map((piece) => piece.trim());
      if (key?.toLowerCase() === "q" && raw !== undefined && /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(raw))
        q = Number(raw);
    }
    entries.push({ value, q, index });
  }
  return entries;
}
