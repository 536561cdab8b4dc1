import type { BodySection } from "../content/body-text.js";
import { cachedIn } from "../http/cached-in.js";
import { type Excerpt, excerptFrom, excerptOf } from "./excerpt.js";
import { problemAnswerBoost } from "./problem-headings.js";
import { normaliseTerm } from "./process-term.js";
import { queryExpansions } from "./query-expansions.js";
import { negationWords } from "./query-intent.js";
import { type RankOptions, rankQuery } from "./rank-query.js";
import { type SearchDocument, type SearchType, searchTypes } from "./search-document.js";
import type { SearchEngine } from "./search-engine.js";
import { defaultSearchLimit, searchParams } from "./search-params.js";

/** What to search for; the same values the API's `q`, `type` and `limit` carry. */
export interface SiteSearchRequest extends Pick<RankOptions, "type" | "budget"> {
  readonly q: string;
  /** How many results to return, 1 to 50; 10 when absent. */
  readonly limit?: number | undefined;
  /** Whether results get their excerpt and sections (true when absent; a 404 page's suggestions do not). */
  readonly excerpts?: boolean;
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
  const { top, total, matched, correctedQuery, words, intent } = rankQuery(engine, query, {
    type: request.type,
    limit: Math.max(limit, 2),
    ...(request.budget ? { budget: request.budget } : {}),
  });
  engine.documentWords.newQuery();
  const marked = markedOf(matched, words);
  const weightOf = termWeights(engine, new Set(words.map(normaliseTerm)));
  const problem = intent === "problem";
  const hits = top
    .slice(0, limit)
    .map(({ document, score }) =>
      request.excerpts === false
        ? { ...pageOf(document), score, excerpt: noExcerpt, sections: [] }
        : hitWithExcerpts(engine, document, score, marked, { weightOf, problem }),
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
  query: SectionQuery,
): SearchHit {
  const body = document.body();
  const occurrences = engine.documentWords.occurrences(document.id, body, matched, document.sections);
  const fromBody = excerptFrom(body, occurrences);
  const excerpt = fromBody.matches.length > 0 ? fromBody : excerptOf(document.summary, matched);
  // Sections by the distinct matched terms their text holds (`sectionWeight`), then by order on the
  // page: found in one walk over the occurrences (both are in text order); only the best get excerpts.
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
    .map(({ order, terms }) => ({
      order,
      weight: sectionWeight(terms, document.sections[order]!.title, query),
    }))
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .slice(0, sectionsPerResult)
    .map(({ order }) => document.sections[order]!)
    .map((section) => ({
      title: section.title,
      anchor: section.anchor,
      excerpt: excerptFrom(body, occurrences, 140, section),
    }));
  return { ...pageOf(document), score, excerpt, sections };
}

/**
 * What each matched term tells of a section: its rarity among the pages (inverse document frequency),
 * halved for a term the search added (a synonym, a completion, a correction) rather than typed. Made
 * for the terms sections hold, when first asked: a query's completions can be forty terms.
 */
function termWeights(engine: SearchEngine, typed: ReadonlySet<string>): (term: string) => number {
  const { terms, documentCount } = engine.postings;
  const weights = new Map<string, number>();
  return (term) =>
    cachedIn(weights, term, () => {
      // The pages it occurs in, in the field it is most common in.
      let pages = 1;
      for (const field of terms.get(term) ?? []) pages = Math.max(pages, field?.pages.length ?? 0);
      return Math.log(1 + documentCount / pages) * (typed.has(term) ? 1 : 0.5);
    });
}

/** What choosing a page's sections reads of the query. */
export interface SectionQuery {
  /** A matched term's weight (`termWeights`). */
  readonly weightOf: (term: string) => number;
  /** Whether the query reads as a problem (`queryIntent`). */
  readonly problem: boolean;
}

/**
 * How well a section's matched terms answer the query: each term's weight, twice when the heading holds
 * it too, since a heading says what its section is about ("get a refund" finds "Refunds", not "Cancel
 * the subscription"); for a problem, times how much its heading answers one (`problemAnswerBoost`).
 * @example sectionWeight(["refund"], "Refunds", { weightOf: () => 2, problem: false }) // 4
 */
export function sectionWeight(terms: readonly string[], title: string, query: SectionQuery): number {
  const heading = title.toLowerCase();
  let weight = 0;
  for (const term of terms) weight += query.weightOf(term) * (startsAWord(heading, term) ? 2 : 1);
  return query.problem ? weight * problemAnswerBoost(heading) : weight;
}

/** Whether `text` has a word that begins with `term` (a stem: "refund" in "refunds"). */
function startsAWord(text: string, term: string): boolean {
  for (let at = text.indexOf(term); at !== -1; at = text.indexOf(term, at + 1))
    if (at === 0 || !/[a-z0-9]/.test(text[at - 1]!)) return true;
  return false;
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
