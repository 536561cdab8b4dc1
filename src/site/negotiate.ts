import { parseQualityList, type QualityEntry } from "../http/quality-list.js";

/** The representation a page request gets: HTML, Markdown, or neither (406). */
export type PageFormat = "html" | "markdown" | "none";

interface Match {
  readonly q: number;
  /** 2 for an explicit type, 1 for `text/*`, 0 for `*\/*`. */
  readonly specificity: number;
  readonly index: number;
}

/** The header entry governing a media type: the most specific range matching it (RFC 9110 section 12.5.1). */
function bestMatch(type: string, entries: readonly QualityEntry[]): Match | undefined {
  let best: Match | undefined;
  for (const entry of entries) {
    const specificity =
      entry.value === type
        ? 2
        : entry.value === `${type.split("/")[0]}/*`
          ? 1
          : entry.value === "*/*"
            ? 0
            : -1;
    if (specificity < 0) continue;
    if (!best || specificity > best.specificity) best = { q: entry.q, specificity, index: entry.index };
  }
  return best;
}

/** Whether `a` is preferred to `b`: higher q, then the explicit type, then the one listed first. */
function preferred(a: Match, b: Match): boolean {
  if (a.q !== b.q) return a.q > b.q;
  if (a.specificity !== b.specificity) return a.specificity > b.specificity;
  return a.index < b.index;
}

/**
 * Chooses HTML, Markdown or "none" (406) for an `Accept` header (docs/website.md, RFC 9110 section 12.5.1).
 * @example negotiate("text/markdown, text/html, *\/*") // "markdown"
 */
export function negotiate(accept: string | null | undefined): PageFormat {
  const entries = parseQualityList(accept);
  if (entries.length === 0) return "html";
  // A header of opt-outs only (`text/markdown;q=0`) drops those types from the default, not everything.
  const optOutsOnly = entries.every((entry) => entry.q === 0);
  // HTML first, so it wins a tie such as a bare `*/*`.
  const candidates = (["html", "markdown"] as const).map((format) => {
    const match = bestMatch(`text/${format}`, entries);
    const implicit = optOutsOnly && !match ? { q: 1, specificity: -1, index: entries.length } : undefined;
    return { format, match: match ?? implicit };
  });
  let winner: { format: PageFormat; match: Match } | undefined;
  for (const { format, match } of candidates) {
    if (!match || match.q === 0) continue;
    if (!winner || preferred(match, winner.match)) winner = { format, match };
  }
  return winner?.format ?? "none";
}
