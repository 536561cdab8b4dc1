import type { SearchResult } from "minisearch";
import { normaliseTerm } from "./process-term.js";
import { planQuery, type QueryPlan } from "./query-plan.js";
import type { SearchDocument, SearchType } from "./search-document.js";
import { contentFields, type SearchEngine, titleWordsField } from "./search-engine.js";
import { tokenize } from "./tokenize.js";
import { typoDistance } from "./typo-distance.js";

/** A ranked page: the document and its score. */
export interface RankedDocument {
  readonly document: SearchDocument;
  /**
   * Relevance, higher is better, only comparable within one query: the sum over matched terms of
   * their BM25+ weight in each field times the field boost (and the typo, prefix or synonym
   * weight), times the page type's prior, times the number of query words matched; rounded to 6
   * places.
   */
  readonly score: number;
}

type Filter = (result: SearchResult) => boolean;

const scorePlaces = 1e6;

// Terms are made by planQuery, once; MiniSearch must not tokenize or stem them again.
const preprocessed = { tokenize: (query: string) => query.split(" "), processTerm: (term: string) => term };

function rankContent(engine: SearchEngine, plan: QueryPlan, filter: Filter): SearchResult[] {
  const { tuning } = engine;
  const planned = new Map(plan.terms.map((entry) => [entry.term, entry]));
  const results = engine.index.search(plan.terms.map((entry) => entry.term).join(" "), {
    ...preprocessed,
    fields: [...contentFields],
    boost: { ...tuning.boost },
    bm25: tuning.bm25,
    weights: tuning.weights,
    combineWith: "OR",
    boostTerm: (term) => planned.get(term)?.weight ?? 1,
    prefix: (term) => term === plan.prefixTerm,
    // Typo tolerance only for words the pages do not use, and never for added synonyms.
    fuzzy: (term) =>
      !engine.vocabulary.has(term) && planned.get(term)?.weight === 1 ? typoDistance(term) : false,
    filter,
  });
  // MiniSearch multiplies a score by the number of terms matched; count query words instead, so
  // that a synonym adds weight but not a second word. The type prior multiplies every term's
  // weight, so it is applied once here rather than per term.
  return results.map((result) => {
    const matchedWords = new Set(result.queryTerms.flatMap((term) => planned.get(term)?.words ?? []));
    const prior = tuning.typeBoost[result.type as SearchType];
    return { ...result, score: (result.score / result.queryTerms.length) * matchedWords.size * prior };
  });
}

function containsPhrase(haystack: readonly string[], phrase: readonly string[]): boolean {
  const last = phrase.length - 1;
  for (let start = 0; start + phrase.length <= haystack.length; start++) {
    const matches = phrase.every((term, i) =>
      i === last ? haystack[start + i]!.startsWith(term) : haystack[start + i] === term,
    );
    if (matches) return true;
  }
  return false;
}

/**
 * A query made only of stop words ("what is", "when you") would match nothing; it still finds the
 * pages whose title contains it as a phrase.
 */
function rankTitlePhrase(engine: SearchEngine, words: readonly string[], filter: Filter): SearchResult[] {
  const terms = words.map(normaliseTerm);
  return engine.index
    .search([...new Set(terms)].join(" "), {
      ...preprocessed,
      fields: [titleWordsField],
      combineWith: "AND",
      prefix: (_term, i, all) => i === all.length - 1,
      filter,
    })
    .filter((result) =>
      containsPhrase(tokenize(engine.documents.get(result.id)!.title).map(normaliseTerm), terms),
    );
}

/**
 * Every page matching a query, best first: ordered by rounded score, ties broken by id, so the
 * same query over the same content always gives the same order.
 */
export function rankQuery(engine: SearchEngine, query: string, type?: SearchType): RankedDocument[] {
  const words = tokenize(query);
  if (words.length === 0) return [];
  const filter: Filter = (result) => type === undefined || result.type === type;
  const plan = planQuery(words, {
    vocabulary: engine.vocabulary,
    words: engine.words,
    weights: engine.tuning.weights,
  });
  const results =
    plan.terms.length === 0 ? rankTitlePhrase(engine, words, filter) : rankContent(engine, plan, filter);
  return results
    .map((result) => ({
      document: engine.documents.get(result.id)!,
      score: Math.round(result.score * scorePlaces) / scorePlaces,
    }))
    .sort((a, b) => b.score - a.score || (a.document.id < b.document.id ? -1 : 1));
}
