import { wordPositions } from "./document-words.js";
import { type Excerpt, excerptOf } from "./excerpt.js";
import { rankQuery } from "./rank-query.js";
import { type SearchType, searchTypes } from "./search-document.js";
import type { SearchEngine } from "./search-engine.js";
import { defaultSearchLimit, searchParams } from "./search-params.js";

/** What to search for; the same values the API's `q`, `type` and `limit` carry. */
export interface SiteSearchRequest {
  readonly q: string;
  /** Only pages of this type; all types when absent. */
  readonly type?: SearchType | undefined;
  /** How many results to return, 1 to 50; 10 when absent. */
  readonly limit?: number | undefined;
}

/** One result: the page and how well it matches. */
export interface SearchHit {
  readonly type: SearchType;
  readonly slug: string;
  readonly title: string;
  readonly summary: string;
  /** Relevance, higher is better; see `rankQuery` for its meaning. */
  readonly score: number;
  /** A passage of the page around its best match, with the matched words' offsets. */
  readonly excerpt: Excerpt;
}

/** The answer to a search, before URLs are made absolute. */
export interface SiteSearchResults {
  /** The query, trimmed. */
  readonly query: string;
  /** The best `limit` hits, highest score first. */
  readonly hits: readonly SearchHit[];
  /** All pages matching the query and the type filter. */
  readonly total: number;
  /** Hits in this answer. */
  readonly count: number;
  readonly limit: number;
  /** The types searched: the one asked for, else all four. */
  readonly types: readonly SearchType[];
}

/**
 * Searches the site: the API's `searchContent` and the website's /search page both call this.
 * @example searchSite(engine, { q: "pro price" }).hits[0]?.slug // "what-pro-includes"
 */
export function searchSite(engine: SearchEngine, request: SiteSearchRequest): SiteSearchResults {
  const query = request.q.trim();
  const { minimum, maximum } = searchParams.limit;
  const limit = Math.min(maximum, Math.max(minimum, Math.trunc(request.limit ?? defaultSearchLimit)));
  // Only the best `limit` pages become hits; the rest are only counted.
  const { top, total, matched } = rankQuery(engine, query, { type: request.type, limit });
  const hits = top.map(({ document, score }) => {
    // The body's best passage; the summary when the body holds no matched word (a title match).
    let positions = engine.documentWords.get(document.id);
    if (!positions) {
      positions = wordPositions(document.body);
      engine.documentWords.set(document.id, positions);
    }
    const fromBody = excerptOf(document.body, matched, undefined, positions);
    const excerpt = fromBody.matches.length > 0 ? fromBody : excerptOf(document.summary, matched);
    return {
      type: document.type,
      slug: document.slug,
      title: document.title,
      summary: document.summary,
      score,
      excerpt,
    };
  });
  return {
    query,
    hits,
    total,
    count: hits.length,
    limit,
    types: request.type === undefined ? [...searchTypes] : [request.type],
  };
}
