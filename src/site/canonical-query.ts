import { plainAnswer } from "../http/answer.js";
import type { AnswerParts } from "../http/representation.js";
/** Whether a query parameter only tracks where a visitor came from; pages and the cache in front drop it. */
export function isTrackingParameter(name: string): boolean {
  return name.startsWith("utm_") || name === "fbclid" || name === "gclid";
}

/** What a route reads of the query: the names it uses, or `any` when it parses every name itself. */
export type QueryReads = ReadonlySet<string> | "any";

/** A route that reads nothing of the query (most pages, site files, assets). */
export const readsNothing: QueryReads = new Set<string>();

/**
 * The canonical query of a page or file when the one sent spells it otherwise (docs/caching-and-load.md).
 * @example canonicalSearch("?page=2&bust=1", new Set(["page"])) // "?page=2"
 */
export function canonicalSearch(search: string, reads: QueryReads): string | undefined {
  if (reads === "any") return undefined;
  const kept: string[] = [];
  const seen = new Set<string>();
  let respelled = false;
  for (const pair of search.replace(/^\?/, "").split("&")) {
    if (pair === "") continue;
    const rawName = pair.split("=", 1)[0]!;
    const name = decodedName(rawName);
    // Tracking parameters spelled plainly are no reason to redirect: the cache in front drops them.
    if (isTrackingParameter(name)) {
      respelled ||= rawName !== name;
      continue;
    }
    // A read parameter's first plain occurrence only: any other spelling would be one more cache object.
    if (reads.has(name) && !seen.has(name) && rawName === name) {
      seen.add(name);
      kept.push(pair);
    } else respelled = true;
  }
  if (!respelled) return undefined;
  return kept.length > 0 ? `?${kept.join("&")}` : "";
}

/** A query parameter's name as a form reads it (`p%61ge` -> `page`); a broken escape stays as sent. */
function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replaceAll("+", " "));
  } catch {
    return raw;
  }
}

/** The redirect (308) to a canonical address, kept by no cache so a made-up spelling never becomes one. */
export function canonicalRedirect(location: string): AnswerParts {
  return plainAnswer(308, { Location: location, "Cache-Control": "no-store" }, null);
}
