import { cachedIn } from "../http/cached-in.js";
import type { SearchTuning } from "./search-tuning.js";
import type { TermHits } from "./term-hits.js";
import type { TermPostings } from "./term-postings.js";

/** How an exact term is scored: the boosts of the ranked fields, BM25+, and how rarity is measured. */
export interface ExactTermScoring extends Pick<SearchTuning, "bm25" | "pageRarity"> {
  readonly boost: Readonly<Record<string, number>>;
}

/** BM25's inverse document frequency of a term that `matching` of `count` documents hold. */
const rarity = (count: number, matching: number) => Math.log(1 + (count - matching + 0.5) / (matching + 0.5));

/** Per postings, a score per page and the pages touched, reused by every lookup. */
const scratches = new WeakMap<TermPostings, { scores: Float64Array; touched: Uint32Array }>();

/** The pages an index term matches exactly, scored as MiniSearch's `search` without prefix or fuzzy would. */
export function exactTermHits(postings: TermPostings, term: string, scoring: ExactTermScoring): TermHits {
  // Not MiniSearch's `search`: its result objects took cold p99 from 3.7 to 15.3 ms at 100 times the content.
  const byField = postings.terms.get(term);
  if (!byField) return { pages: new Uint32Array(0), scores: new Float64Array(0) };
  const { scores, touched } = cachedIn(scratches, postings, () => ({
    scores: new Float64Array(postings.pageCount),
    touched: new Uint32Array(postings.pageCount),
  }));
  // A word in many pages ("steps") says little even where few titles hold it: its rarity over whole
  // pages is blended in (docs/search.md).
  const pageRarity = rarity(postings.documentCount, postings.holding.get(term) ?? 0);
  let found = 0;
  postings.fields.forEach((field, at) => {
    const inField = byField[at];
    if (!inField) return;
    const fieldBoost = scoring.boost[field] || 1;
    const lengths = postings.fieldLengths[at]!;
    const average = postings.averageFieldLengths[at]!;
    const matching = inField.pages.length;
    // BM25+ of the term in the field of each page, as MiniSearch computes it, with the blended rarity.
    const { k, b, d } = scoring.bm25;
    const invDocFreq =
      scoring.pageRarity * pageRarity + (1 - scoring.pageRarity) * rarity(postings.documentCount, matching);
    for (let i = 0; i < matching; i++) {
      const page = inField.pages[i]!;
      const termFreq = inField.frequencies[i]!;
      const saturation = termFreq + k * (1 - b + (b * lengths[page]!) / average);
      const weighted = fieldBoost * (invDocFreq * (d + (termFreq * (k + 1)) / saturation));
      // A score is never 0 (BM25+ adds d > 0), so 0 marks a page not found yet.
      if (scores[page] === 0) {
        touched[found++] = page;
        scores[page] = weighted;
      } else scores[page]! += weighted;
    }
  });
  // Unsorted, in first-found order: every caller adds the scores up or takes their maximum.
  const pages = touched.slice(0, found);
  const hitScores = new Float64Array(found);
  for (let i = 0; i < found; i++) {
    hitScores[i] = scores[pages[i]!]!;
    scores[pages[i]!] = 0;
  }
  return { pages, scores: hitScores };
}
