import { cachedIn } from "../http/cached-in.js";
import { closestWord } from "./closest-word.js";
import { exactTermHits } from "./exact-term-hits.js";
import { expandTerm } from "./expand-term.js";
import { typeCode } from "./page-priors.js";
import { bitCount, clearTally, type Tally, tallyFor } from "./page-tally.js";
import { pagesAnswering } from "./problem-headings.js";
import { normaliseTerm } from "./process-term.js";
import { type QueryBudget, type QueryWork, queryBudget } from "./query-budget.js";
import { type QueryIntent, readWords } from "./query-intent.js";
import { type PlannedTerm, planQuery, type QueryPlan } from "./query-plan.js";
import type { SearchType } from "./search-document.js";
import { type SearchEngine, titleKey } from "./search-engine.js";
import type { TermHits } from "./term-hits.js";
import { rankTitlePhrase } from "./title-phrase.js";
import { tokenize } from "./tokenize.js";
import { type RankedDocument, TopPages } from "./top-pages.js";
import { typoDistance } from "./typo-distance.js";

/** A query's ranking: the best pages, the number of matches, the work done and the terms matched. */
export interface Ranking {
  /** At most `limit` pages, best first. */
  readonly top: readonly RankedDocument[];
  /** Every page matching the query (and the type, when given). */
  readonly total: number;
  /** What the query cost. */
  readonly work: QueryWork;
  /** The index terms that matched some page: what an excerpt marks. */
  readonly matched: ReadonlySet<string>;
  /** The query as read, each corrected word replaced by a page word (`streak freze` -> `streak freeze`). */
  readonly correctedQuery?: string;
  /** The query's words as ranked (tokenized, without a question's frame). */
  readonly words: readonly string[];
  /** What the query reads as (`queryIntent`), as its plan found it. */
  readonly intent: QueryIntent | undefined;
}

/** Which pages to rank and how many to return. */
export interface RankOptions {
  /** Only pages of this type; all types when absent. */
  readonly type?: SearchType | undefined;
  /** How many of the best pages to return. */
  readonly limit: number;
  /** The most work the query may cause; `queryBudget` when absent. */
  readonly budget?: QueryBudget;
}

/** The hits of one term matched exactly, from the engine's cache so that a common term is searched once. */
function exactHits(engine: SearchEngine, term: string): TermHits {
  return cachedIn(engine.termHits, term, () => exactTermHits(engine.postings, term, engine.tuning));
}

/** How far a planned term may be corrected: only a word the pages lack, within the query's budget. */
function typosOf(engine: SearchEngine, entry: PlannedTerm, budget: QueryBudget, work: QueryWork): number {
  if (engine.vocabulary.has(entry.term) || entry.weight !== 1 || entry.exact) return 0;
  const typos = typoDistance(entry.term);
  if (typos === 0) return 0;
  if (work.typoWords >= budget.maxTypoWords || entry.term.length > budget.maxTypoWordLength) {
    work.truncated = true;
    return 0;
  }
  work.typoWords++;
  return typos;
}

/** Ranks an ordinary query as a MiniSearch OR search of its terms would, but counting words, not terms. */
function rankContent(
  engine: SearchEngine,
  plan: QueryPlan,
  words: readonly string[],
  type: SearchType | undefined,
  top: TopPages,
  budget: QueryBudget,
  work: QueryWork,
  matched: Set<string>,
  corrections: Map<number, readonly Correction[]>,
): void {
  const positions = [...new Set(plan.terms.flatMap((entry) => entry.words))];
  const slotOf = new Map(positions.map((position, slot) => [position, slot]));
  const tally = tallyFor(engine, positions.length);
  const asTyped = new Set<number>();
  const { stride } = tally;
  try {
    lookups: for (const entry of plan.terms) {
      const typos = typosOf(engine, entry, budget, work);
      const derived = expandTerm(engine, entry.term, {
        prefix: entry.term === plan.prefixTerm,
        typos,
        maxTypoExpansions: budget.maxTypoExpansions,
      });
      // What a mistyped word may have been read as, best-scoring page first (`readAs` picks one). A
      // word whose own term or completion (an unfinished last word) matched was not mistyped.
      const readings: Correction[] = [];

      const bits = wordBits(entry.words, slotOf, stride);
      for (const { term, weight } of derived) {
        if (work.lookups >= budget.maxLookups || work.postings >= budget.maxPostings) {
          work.truncated = true;
          break lookups;
        }
        const { pages, scores: hitScores } = exactHits(engine, term);
        work.lookups++;
        work.postings += pages.length;
        if (pages.length > 0) matched.add(term);
        if (pages.length > 0 && term.startsWith(entry.term))
          for (const position of entry.words) asTyped.add(position);
        else if (typos > 0 && pages.length > 0) {
          let best = 0;
          for (let i = 0; i < hitScores.length; i++) best = Math.max(best, hitScores[i]!);
          readings.push({ term, best: best * weight });
        }
        addHits(tally, pages, hitScores, entry.weight * weight, bits);
      }
      if (readings.length > 0 && entry.words.length === 1)
        corrections.set(
          entry.words[0]!,
          readings.sort((a, b) => b.best - a.best),
        );
    }
    // A word that matched as typed, or through a synonym or a completion, was not mistyped.
    for (const position of asTyped) corrections.delete(position);
    const key = titleKey(words);
    const exactTitle = engine.titles.get(key);
    const exactHeading = headingAsked(engine, words);
    const answering =
      plan.intent === "problem"
        ? pagesAnswering(
            engine.problemHeadings,
            plan.terms.map((entry) => entry.term),
          )
        : undefined;
    rankTouched(engine, tally, { type, exactTitle, exactHeading, answering, intent: plan.intent }, top);
  } finally {
    clearTally(tally);
  }
}

/**
 * The page whose section heading (`SearchEngine.headings`) the query is, or starts with: "do i need an apple
 * watch to use this" asks what "Do I need an Apple Watch?" answers. The longest such heading wins.
 */
function headingAsked(engine: SearchEngine, words: readonly string[]): number | undefined {
  const terms = words.slice(0, engine.longestHeading).map(normaliseTerm);
  for (let length = terms.length; length >= 4; length--) {
    const page = engine.headings.get(terms.slice(0, length).join(" "));
    if (page !== undefined) return page;
  }
  return undefined;
}

/** The bits of the query words a term stands for, by their slots. */
function wordBits(
  positions: readonly number[],
  slotOf: ReadonlyMap<number, number>,
  stride: number,
): Uint32Array {
  const bits = new Uint32Array(stride);
  for (const position of positions) {
    const slot = slotOf.get(position)!;
    bits[slot >>> 5]! |= 1 << (slot & 31);
  }
  return bits;
}

/** Adds one term's hits to the tally: each page's score, its count of terms and the words it matched. */
function addHits(
  tally: Tally,
  pages: Uint32Array,
  hitScores: Float64Array,
  weight: number,
  bits: Uint32Array,
): void {
  const { scores, terms, words, stride, touched } = tally;
  for (let i = 0; i < pages.length; i++) {
    const page = pages[i]!;
    if (terms[page] === 0) touched[tally.touchedCount++] = page;
    scores[page]! += weight * hitScores[i]!;
    terms[page]! += 1;
    for (let j = 0; j < stride; j++) words[page * stride + j]! |= bits[j]!;
  }
}

/** Offers each touched page to the top pages: score times words matched and its priors (`PagePriors`). */
function rankTouched(
  engine: SearchEngine,
  tally: Tally,
  query: {
    readonly type: SearchType | undefined;
    readonly exactTitle: readonly number[] | undefined;
    readonly exactHeading: number | undefined;
    /** For a problem, the pages with a heading that names it (`pagesAnswering`). */
    readonly answering: ReadonlySet<number> | undefined;
    readonly intent: QueryIntent | undefined;
  },
  top: TopPages,
): void {
  const { scores, words, stride, touched } = tally;
  const { types, typeBoost, intentBoost } = engine.priors;
  const onlyType = typeCode(query.type);
  const intentBoosts = intentBoost[query.intent ?? "none"];
  for (let i = 0; i < tally.touchedCount; i++) {
    const page = touched[i]!;
    if (onlyType !== -1 && types[page] !== onlyType) continue;
    // Query words matched, not terms as in MiniSearch: a synonym adds weight but not a second word.
    let matchedWords = 0;
    for (let j = page * stride; j < (page + 1) * stride; j++) matchedWords += bitCount(words[j]!);
    // A query that is a page's whole title (pasted from a link, say) asks for that page.
    // So is one that repeats a section heading that is a question or names one thing ("Do I need an Apple Watch?").
    const titleBoost = query.exactTitle?.includes(page) ? engine.tuning.exactTitle : 1;
    const headingBoost = query.exactHeading === page ? engine.tuning.exactHeading : 1;
    // A page with a heading that names the problem ("If Stepzy doesn't appear on the watch") answers it.
    const problemBoost = query.answering?.has(page) ? engine.tuning.problemHeading : 1;
    top.add(
      page,
      scores[page]! *
        matchedWords *
        typeBoost[page]! *
        titleBoost *
        headingBoost *
        problemBoost *
        intentBoosts[page]!,
    );
  }
}

/**
 * The best `limit` pages for a query and the match count, by rounded score then id: always the same order.
 */
export function rankQuery(engine: SearchEngine, query: string, options: RankOptions): Ranking {
  const top = new TopPages(options.limit);
  const budget = options.budget ?? queryBudget;
  const work: QueryWork = { typoWords: 0, lookups: 0, postings: 0, truncated: false };
  const matched = new Set<string>();
  const corrections = new Map<number, readonly Correction[]>();
  let transposed: ReadonlyMap<number, string> = new Map();
  let intent: QueryIntent | undefined;
  const { words, typed } = readWords(tokenize(query));
  if (words.length > 0) {
    const plan = planQuery(words, engine);
    transposed = plan.transposed;
    intent = plan.intent;
    if (plan.terms.length === 0) {
      rankTitlePhrase(engine, words, options.type, top);
      for (const word of words) matched.add(normaliseTerm(word));
    } else {
      rankContent(engine, plan, words, options.type, top, budget, work, matched, corrections);
    }
  }
  // Said in the words typed: "sign in" stays two words, a dropped "work" stays in.
  const correctedQuery =
    corrections.size > 0 || transposed.size > 0
      ? words.map((word, position) => {
          const readings = corrections.get(position);
          const fixed =
            readings === undefined
              ? transposed.get(position)
              : closestWord(engine.wordsOf.get(readAs(engine, readings, top.first())) ?? [], word);
          const asTyped = typed[position]!;
          if (fixed === undefined) return asTyped;
          return asTyped.startsWith(word) ? `${fixed}${asTyped.slice(word.length)}` : fixed;
        })
      : undefined;
  return {
    top: top.ranked(engine),
    total: top.total,
    work,
    matched,
    words,
    intent,
    ...(correctedQuery ? { correctedQuery: correctedQuery.join(" ") } : {}),
  };
}

/** A term a mistyped word may have been read as, and its best page's score. */
interface Correction {
  readonly term: string;
  readonly best: number;
}

/** What a mistyped word was read as: the reading the best result holds, else the highest-scoring one. */
function readAs(engine: SearchEngine, readings: readonly Correction[], bestPage: number | undefined): string {
  if (bestPage !== undefined)
    for (const { term } of readings) if (exactHits(engine, term).pages.includes(bestPage)) return term;
  return readings[0]!.term;
}
