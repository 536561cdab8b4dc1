import MiniSearch from "minisearch";
import { contentTerm, normaliseTerm } from "./process-term.js";
import type { SearchDocument } from "./search-document.js";
import { type SearchTuning, searchTuning } from "./search-tuning.js";
import { tokenize } from "./tokenize.js";

/** The fields ranked by an ordinary query. */
export const contentFields = ["title", "headings", "summary", "body"] as const;

/** The title again, with its stop words kept, for queries made only of stop words. */
export const titleWordsField = "titleWords";

/** A built index over one content snapshot, ready to query. */
export interface SearchEngine {
  readonly index: MiniSearch<SearchDocument>;
  /** Every term of the ranked fields; a query word outside it gets typo tolerance. */
  readonly vocabulary: ReadonlySet<string>;
  /** Every word of the ranked fields before stemming, for putting swapped letters back. */
  readonly words: ReadonlySet<string>;
  /** The indexed pages by id. */
  readonly documents: ReadonlyMap<string, SearchDocument>;
  readonly tuning: SearchTuning;
}

/** Builds the search index (MiniSearch with Porter stems, stop words dropped) over the given pages. */
export function createSearchEngine(
  documents: readonly SearchDocument[],
  tuning: SearchTuning = searchTuning,
): SearchEngine {
  const vocabulary = new Set<string>();
  // Word -> term; also the set of page words. Pages repeat words, so each is stemmed once.
  const terms = new Map<string, string | null>();
  const termOf = (word: string) => {
    let term = terms.get(word);
    if (term === undefined) {
      term = contentTerm(word);
      terms.set(word, term);
      if (term) vocabulary.add(term);
    }
    return term;
  };
  const index = new MiniSearch<SearchDocument>({
    fields: [...contentFields, titleWordsField],
    storeFields: ["type"],
    extractField: (document, field) =>
      field === titleWordsField ? document.title : String(document[field as keyof SearchDocument]),
    tokenize,
    processTerm: (word, field) => {
      if (field === titleWordsField) return normaliseTerm(word);
      return termOf(word);
    },
  });
  index.addAll(documents);
  return {
    index,
    vocabulary,
    words: new Set([...terms].filter(([, term]) => term !== null).map(([word]) => word)),
    documents: new Map(documents.map((document) => [document.id, document])),
    tuning,
  };
}
