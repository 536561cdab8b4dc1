import type { QueryIntent } from "./query-intent.js";
import { type SearchDocument, type SearchType, searchTypes } from "./search-document.js";
import type { SearchTuning } from "./search-tuning.js";

/** What ranking multiplies each page's score by whatever the query's words, by page number. */
export interface PagePriors {
  /** Each page's type, by its place in `searchTypes`. */
  readonly types: Uint8Array;
  /** `SearchTuning.typeBoost` of each page's type. */
  readonly typeBoost: Float64Array;
  /** `intentBoost` of each page, for each intent a query may have, and for none. */
  readonly intentBoost: Readonly<Record<QueryIntent | "none", Float64Array>>;
}

/** How much a page's score grows for what the query reads as (`SearchTuning.intent`, docs/search.md). */
function intentBoost(
  tuning: SearchTuning,
  document: SearchDocument,
  intent: QueryIntent | undefined,
): number {
  if (intent === undefined || document.type !== "doc") return 1;
  const { guide, troubleshooting, pro } = tuning.intent;
  if (intent === "problem" && document.section === "troubleshooting") return guide * troubleshooting;
  return intent === "price" && document.section === "stepzy-pro" ? guide * pro : guide;
}

/** The priors of pages in page-number order, made once so that ranking reads numbers, not each document. */
export function pagePriors(pages: readonly SearchDocument[], tuning: SearchTuning): PagePriors {
  const boosts = (intent: QueryIntent | undefined) =>
    Float64Array.from(pages, (document) => intentBoost(tuning, document, intent));
  return {
    types: Uint8Array.from(pages, (document) => searchTypes.indexOf(document.type)),
    typeBoost: Float64Array.from(pages, (document) => tuning.typeBoost[document.type]),
    intentBoost: {
      none: boosts(undefined),
      problem: boosts("problem"),
      price: boosts("price"),
      "how-to": boosts("how-to"),
      question: boosts("question"),
    },
  };
}

/** The place of a type in `searchTypes`, as `PagePriors.types` holds it; -1 for every type. */
export function typeCode(type: SearchType | undefined): number {
  return type === undefined ? -1 : searchTypes.indexOf(type);
}
