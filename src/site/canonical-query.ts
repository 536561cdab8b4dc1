import { plainAnswer } from "../http/answer.js";
import type { AnswerParts } from "../http/representation.js";
/**
 * Whether a query parameter only says where a visitor came from (`utm_source`, `fbclid`, `gclid`):
 * pages and files ignore it, and the cache in front drops it from its key.
 */
export function isTrackingParameter(name: string): boolean {
  return name.startsWith("utm_") || name === "fbclid" || name === "gclid";
}

/** What a route reads of the query: the names it uses, or `any` when it parses every name itself. */
export type QueryReads = ReadonlySet<string> | "any";

/** A route that reads nothing of the query (most pages, site files, assets). */
export const readsNothing: QueryReads = new Set<string>();

/**
 * The query a page or file is canonically asked with, when the one sent is another spelling of it:
 * a parameter its route does not read, one it reads given twice, or a name spelled with escapes
 * (`p%61ge`, `utm%5Fsource`). The canonical query keeps each read parameter's first occurrence,
 * as sent, in the order sent (`?page=2`, or `""` for none); tracking parameters spelled plainly
 * stay out of it and are no reason to redirect (the cache in front drops them). Undefined when the
 * query sent is already canonical. Each spelling a client makes up would otherwise be one more
 * object in every cache in front (docs/caching-and-load.md).
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
    if (isTrackingParameter(name)) {
      respelled ||= rawName !== name;
      continue;
    }
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

/**
 * The redirect (308) to a canonical address, kept by no cache: a made-up spelling must not become
 * an object in the cache in front, and the address it points to is the one that is kept.
 */
export function canonicalRedirect(location: string): AnswerParts {
  return plainAnswer(308, { Location: location, "Cache-Control": "no-store" }, null);
}
