import MiniSearch from "minisearch";
import SearchableMap from "minisearch/SearchableMap";
import { cachedIn } from "../http/cached-in.js";
import { createDocumentWords, type DocumentWords, type WordPositions } from "./document-words.js";
import type { IndexedTerms } from "./indexed-terms.js";
import { type PagePriors, pagePriors } from "./page-priors.js";
import { type ProblemHeadings, problemHeadingsOf } from "./problem-headings.js";
import { contentTerm, normaliseTerm } from "./process-term.js";
import type { SearchDocument } from "./search-document.js";
import { type SearchTuning, searchTuning } from "./search-tuning.js";
import { createTermHitsCache, type TermHitsCache } from "./term-hits.js";
import { readTermPostings, type TermPostings } from "./term-postings.js";
import { tokenize } from "./tokenize.js";

/** The fields ranked by an ordinary query. */
export const contentFields = ["title", "headings", "summary", "body"] as const;

/** The title again, with its stop words kept, for queries made only of stop words. */
export const titleWordsField = "titleWords";

/** The stored field holding a page's number, its position in `SearchEngine.pages`. */
export const pageField = "page";

/**
 * The most term hits kept between queries, 12 bytes each (12 MB); at 100x, judged queries need 0.6 million.
 */
export const termHitsBudget = 1_000_000;

/** A built index over one content snapshot, ready to query. */
export interface SearchEngine {
  /** The titles with their stop words kept (`titleWordsField`), for queries made only of stop words. */
  readonly titleIndex: MiniSearch<SearchDocument>;
  /** The ranked fields' postings, read once; their index is not kept (108 MB at 100x, docs/search.md). */
  readonly postings: TermPostings;
  /** The indexed pages in id order; a page's number is its position here. */
  readonly pages: readonly SearchDocument[];
  /** Every term of the ranked fields; a query word outside it gets typo tolerance. */
  readonly vocabulary: ReadonlySet<string>;
  /** The same terms in code-unit order, for finding the completions of an unfinished word. */
  readonly sortedVocabulary: readonly string[];
  /** The same terms as a radix tree, for finding the terms within a few edits of a mistyped word. */
  readonly typoTree: SearchableMap<true>;
  /** Every word of the ranked fields before stemming, for putting swapped letters back. */
  readonly words: ReadonlySet<string>;
  /** Page numbers by their title's words as a query reads them (`titleKey`). */
  readonly titles: ReadonlyMap<string, readonly number[]>;
  /** The page of each section heading of 4 words or more that only one page has, by its words (`titleKey`). */
  readonly headings: ReadonlyMap<string, number>;
  /** How many words the longest of `headings` has: a query's words past it cannot be one. */
  readonly longestHeading: number;
  /** The section headings that name a problem ("If reminders don't arrive"), by their terms. */
  readonly problemHeadings: ProblemHeadings;
  readonly tuning: SearchTuning;
  /** What MiniSearch answered for recently searched index terms. */
  readonly termHits: TermHitsCache;
  /** The page words of each term (`freez` -> `freeze`, `freezes`), to say what a typo was read as. */
  readonly wordsOf: ReadonlyMap<string, readonly string[]>;
  /** Where each term occurs in the body of recently shown pages, for excerpts (keys: page ids). */
  readonly documentWords: DocumentWords;
  /** Whether the pages were indexed at start, or their index was read from the built site's files. */
  readonly indexedFrom: "pages" | "files";
  /** What ranking multiplies each page's score by, whatever the query's words. */
  readonly priors: PagePriors;
}

/** The pages in page-number order: by id. */
export function pagesInOrder(documents: readonly SearchDocument[]): SearchDocument[] {
  return [...documents].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Indexes the pages' ranked fields with MiniSearch: an engine's costly part, which the built site skips. */
export function indexTerms(pages: readonly SearchDocument[]): IndexedTerms {
  // Word -> term; pages repeat words, so each is stemmed once.
  const terms = new Map<string, string | null>();
  const termOf = (word: string) => cachedIn(terms, word, () => contentTerm(word));
  const postings = readTermPostings(contentIndexOf(pages, termOf), contentFields, pageField);
  const wordTerms = new Map<string, string>();
  for (const [word, term] of terms) if (term !== null) wordTerms.set(word, term);
  return { postings, wordTerms };
}

/** Builds the search engine over the pages, from their indexed terms and stored positions when given. */
export function createSearchEngine(
  documents: readonly SearchDocument[],
  indexed?: IndexedTerms,
  storedPositions?: (id: string) => WordPositions | undefined,
): SearchEngine {
  const pages = pagesInOrder(documents);
  const { postings, wordTerms } = indexed ?? indexTerms(pages);
  const pageNumbers = new Map(pages.map((document, page) => [document, page]));
  // In code-unit order whichever way the terms came, so that the typo tree is the same.
  const sortedVocabulary = [...new Set(wordTerms.values())].sort();
  const vocabulary = new Set(sortedVocabulary);
  const titleIndex = new MiniSearch<SearchDocument>({
    fields: [titleWordsField],
    storeFields: [pageField],
    extractField: (document, field) => (field === pageField ? pageNumbers.get(document) : document.title),
    tokenize,
    processTerm: normaliseTerm,
  });
  titleIndex.addAll(pages);
  const headings = headingsOf(pages);
  return {
    titleIndex,
    postings,
    pages,
    vocabulary,
    sortedVocabulary,
    typoTree: SearchableMap.from<true>(sortedVocabulary.map((term) => [term, true])),
    words: new Set(wordTerms.keys()),
    wordsOf: wordsOfTerms(wordTerms),
    titles: Map.groupBy(pages.keys(), (page) => titleKey(tokenize(pages[page]!.title))),
    headings,
    longestHeading: [...headings.keys()].reduce((most, key) => Math.max(most, key.split(" ").length), 0),
    problemHeadings: problemHeadingsOf(pages),
    tuning: searchTuning,
    termHits: createTermHitsCache(termHitsBudget),
    documentWords: createDocumentWords(storedPositions),
    indexedFrom: indexed ? "files" : "pages",
    priors: pagePriors(pages, searchTuning),
  };
}

/** What indexing an engine's pages made: what the built site's index files hold. */
export function indexedTermsOf(engine: SearchEngine): IndexedTerms {
  const wordTerms = new Map<string, string>();
  for (const [term, words] of engine.wordsOf) for (const word of words) wordTerms.set(word, term);
  return { postings: engine.postings, wordTerms };
}

/** The MiniSearch index of `pages`' ranked fields, each page storing its position: the postings' source. */
export function contentIndexOf(
  pages: readonly SearchDocument[],
  processTerm: (word: string) => string | null = contentTerm,
): MiniSearch<SearchDocument> {
  const pageNumbers = new Map(pages.map((document, page) => [document, page]));
  const index = new MiniSearch<SearchDocument>({
    fields: [...contentFields],
    storeFields: [pageField],
    extractField: (document, field) => {
      if (field === pageField) return pageNumbers.get(document);
      return field === "body" ? document.body() : String(document[field as keyof SearchDocument]);
    },
    tokenize,
    processTerm: (word) => processTerm(word),
  });
  index.addAll(pages);
  return index;
}

/** A title's or query's words, normalized as a query's are, in order: what an exact title match compares. */
export function titleKey(words: readonly string[]): string {
  return words.map(normaliseTerm).join(" ");
}

/**
 * Section headings that ask or name one thing ("Do I need an Apple Watch?"), each of one page: a query
 * that repeats one asks what that section answers. A heading several pages share ("When to contact
 * support") names no page, and a short one ("Apple Watch") is a topic, left to the ranking.
 */
function headingsOf(pages: readonly SearchDocument[]): Map<string, number> {
  const headings = new Map<string, number>();
  pages.forEach((document, page) => {
    for (const section of document.sections) {
      const words = tokenize(section.title);
      if (words.length < 4) continue;
      const key = titleKey(words);
      const known = headings.get(key);
      headings.set(key, known === undefined || known === page ? page : -1);
    }
  });
  for (const [key, page] of headings) if (page === -1) headings.delete(key);
  return headings;
}

/** For each term, the page words that stem to it, shortest first. */
function wordsOfTerms(terms: ReadonlyMap<string, string>): Map<string, string[]> {
  const words = Map.groupBy(terms.keys(), (word) => terms.get(word)!);
  for (const list of words.values()) list.sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
  return words;
}
