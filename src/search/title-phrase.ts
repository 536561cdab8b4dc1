import { normaliseTerm } from "./process-term.js";
import type { SearchType } from "./search-document.js";
import { pageField, type SearchEngine, titleWordsField } from "./search-engine.js";
import { tokenize } from "./tokenize.js";
import type { TopPages } from "./top-pages.js";

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

/** Ranks the pages whose title holds a stop-word-only query ("what is") as a phrase: nothing else matches. */
export function rankTitlePhrase(
  engine: SearchEngine,
  words: readonly string[],
  type: SearchType | undefined,
  top: TopPages,
): void {
  const terms = words.map(normaliseTerm);
  const results = engine.titleIndex.search([...new Set(terms)].join(" "), {
    // The terms are made above, once; MiniSearch must not tokenize or stem them again.
    tokenize: (query) => query.split(" "),
    processTerm: (term) => term,
    fields: [titleWordsField],
    combineWith: "AND",
    prefix: (_term, i, all) => i === all.length - 1,
  });
  for (const result of results) {
    const page = result[pageField] as number;
    const document = engine.pages[page]!;
    if (type !== undefined && document.type !== type) continue;
    if (containsPhrase(tokenize(document.title).map(normaliseTerm), terms)) top.add(page, result.score);
  }
}
