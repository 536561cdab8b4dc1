import type { BodySection } from "../content/body-text.js";
import { type Excerpt, excerptFrom, excerptOf } from "./excerpt.js";
import { normaliseTerm } from "./process-term.js";
import type { QueryBudget } from "./query-budget.js";
import { queryExpansions } from "./query-expansions.js";
import { negationWords } from "./query-intent.js";
import { rankQuery } from "./rank-query.js";
import { type SearchDocument, type SearchType, searchTypes } from "./search-document.js";
import type { SearchEngine } from "./search-engine.js";
import { defaultSearchLimit, searchParams } from "./search-params.js";

/** What to search for; the same values the API's `q`, `type` and `limit` carry. */
export interface SiteSearchRequest {
  readonly q: string;
  /** Only pages of this type; all types when absent. */
  readonly type?: SearchType | undefined;
  /** How many results to return, 1 to 50; 10 when absent. */
  readonly limit?: number | undefined;
  /** Whether results get their excerpt and sections (true when absent; a 404 page's suggestions do not). */
  readonly excerpts?: boolean;
  /** The most work the query may cause; the service's `queryBudget` when absent. */
  readonly budget?: QueryBudget;
}

/** One result: the page and how well it matches. */
export interface SearchHit extends Pick<SearchDocument, "type" | "slug" | "title" | "summary"> {
  /** Relevance, higher is better; see `rankQuery` for its meaning. */
  readonly score: number;
  /** A passage of the page around its best match, with the matched words' offsets. */
  readonly excerpt: Excerpt;
  /** The sections of the page that match best (at most three, best first), each with its excerpt. */
  readonly sections: readonly SectionHit[];
}

/** A matching section of a page: its heading, the anchor to link to, and its own excerpt. */
export interface SectionHit extends Pick<BodySection, "title" | "anchor"> {
  readonly excerpt: Excerpt;
}

/** What a result without an excerpt carries. */
const noExcerpt: Excerpt = { text: "", matches: [] };

/**
 * The matched terms an excerpt marks: all but the query's negations and the words they bring in
 * ("not" finds "stopped"), unless typed too: the words around a negation say more.
 */
function markedOf(matched: ReadonlySet<string>, words: readonly string[]): ReadonlySet<string> {
  const negations = words.filter((word) => negationWords.has(word));
  if (negations.length === 0) return matched;
  const typed = new Set(words.filter((word) => !negationWords.has(word)).map(normaliseTerm));
  const unmarked = new Set(
    negations.flatMap((word) => [word, ...(queryExpansions.get(word) ?? [])]).map(normaliseTerm),
  );
  return new Set([...matched].filter((term) => typed.has(term) || !unmarked.has(term)));
}

/** Sections shown per result. */
export const sectionsPerResult = 3;

/** The first result when it clearly wins (`SearchTuning.clearWin`): an answer card with its best section. */
export interface BestAnswer {
  readonly hit: SearchHit;
  /** The best-matching section, when the page has one that matches; else the page's own excerpt. */
  readonly section?: SectionHit;
}

/** The answer to a search, before URLs are made absolute. */
export interface SiteSearchResults {
  /** The query, trimmed. */
  readonly query: string;
  /** The query as read when a mistyped word was corrected ("did you mean"); absent otherwise. */
  readonly correctedQuery?: string;
  /** The best `limit` hits, highest score first. */
  readonly hits: readonly SearchHit[];
  /** All pages matching the query and the type filter. */
  readonly total: number;
  /** Hits in this answer. */
  readonly count: number;
  readonly limit: number;
  /** The types searched: the one asked for, else all four. */
  readonly types: readonly SearchType[];
  /** The first hit, when it clearly wins; absent otherwise, and without excerpts. */
  readonly bestAnswer?: BestAnswer;
}

/**
 * Searches the site: the API's `searchContent` and the website's /search page both call this.
 * @example searchSite(engine, { q: "pro price" }).hits[0]?.slug // "what-pro-includes"
 */
export function searchSite(engine: SearchEngine, request: SiteSearchRequest): SiteSearchResults {
  const query = request.q.trim();
  const { minimum, maximum } = searchParams.limit;
  const limit = Math.min(maximum, Math.max(minimum, Math.trunc(request.limit ?? defaultSearchLimit)));
  // Only the best `limit` pages become hits; the rest are only counted. The runner-up is ranked even
  // at `limit=1`: a best answer is one that clearly beats it, whatever the limit.
  const { top, total, matched, correctedQuery, words } = rankQuery(engine, query, {
    type: request.type,
    limit: Math.max(limit, 2),
    ...(request.budget ? { budget: request.budget } : {}),
  });
  engine.documentWords.newQuery();
  const marked = markedOf(matched, words);
  const hits = top
    .slice(0, limit)
    .map(({ document, score }) =>
      request.excerpts === false
        ? { ...pageOf(document), score, excerpt: noExcerpt, sections: [] }
        : hitWithExcerpts(engine, document, score, marked),
    );
  const best =
    request.excerpts === false ? undefined : bestAnswerOf(hits, engine.tuning.clearWin, top[1]?.score);
  return {
    query,
    ...(correctedQuery ? { correctedQuery } : {}),
    hits,
    total,
    count: hits.length,
    limit,
    types: request.type === undefined ? [...searchTypes] : [request.type],
    ...(best ? { bestAnswer: best } : {}),
  };
}

/** What a hit says of its page. */
function pageOf(document: SearchDocument): Pick<SearchDocument, "type" | "slug" | "title" | "summary"> {
  return { type: document.type, slug: document.slug, title: document.title, summary: document.summary };
}

/** A hit with its excerpt (else the summary's, for a title match) and its best sections' excerpts. */
function hitWithExcerpts(
  engine: SearchEngine,
  document: SearchDocument,
  score: number,
  matched: ReadonlySet<string>,
): SearchHit {
  const body = document.body();
  const occurrences = engine.documentWords.occurrences(document.id, body, matched);
  const fromBody = excerptFrom(body, occurrences);
  const excerpt = fromBody.matches.length > 0 ? fromBody : excerptOf(document.summary, matched);
  // Sections by how many distinct matched terms their text holds, then by order on the page:
  // counted in one walk over the occurrences (both are in text order); only the best get excerpts.
  const candidates: { order: number; terms: string[] }[] = [];
  let at = 0;
  for (const match of occurrences) {
    while (at < document.sections.length && document.sections[at]!.end <= match.start) at++;
    const section = document.sections[at];
    if (!section || match.start < section.start || match.end > section.end) continue;
    const last = candidates.at(-1);
    if (last?.order !== at) candidates.push({ order: at, terms: [match.term] });
    else if (!last.terms.includes(match.term)) last.terms.push(match.term);
  }
  const sections = candidates
    .sort((a, b) => b.terms.length - a.terms.length || a.order - b.order)
    .slice(0, sectionsPerResult)
    .map(({ order }) => {
      const section = document.sections[order]!;
      return {
        title: section.title,
        anchor: section.anchor,
        excerpt: excerptFrom(body, occurrences, 140, section),
      };
    });
  return { ...pageOf(document), score, excerpt, sections };
}

/**
 * The best answer among the hits, highest score first: the first when it clearly beats the runner-up.
 * @example bestAnswerOf([{ score: 3 }, { score: 1 }], 1.5)?.hit.score // 3
 */
export function bestAnswerOf(
  hits: readonly SearchHit[],
  clearWin: number,
  runnerUp = hits[1]?.score,
): BestAnswer | undefined {
  const [first] = hits;
  if (!first || (runnerUp !== undefined && first.score < clearWin * runnerUp)) return undefined;
  const [section] = first.sections;
  return section ? { hit: first, section } : { hit: first };
}
