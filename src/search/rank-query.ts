import { closestWord } from "./closest-word.js";
import { typeCode } from "./page-priors.js";
import { bitCount, clearTally, type Tally, tallyFor } from "./page-tally.js";
import { pagesAnswering } from "./problem-headings.js";
import { normaliseTerm } from "./process-term.js";
import { type QueryBudget, type QueryWork, queryBudget } from "./query-budget.js";
import { type QueryIntent, readWords } from "./query-intent.js";
import { planQuery, type QueryPlan } from "./query-plan.js";
import type { SearchType } from "./search-document.js";
import { type SearchEngine, titleKey } from "./search-engine.js";
import { type Correction, exactHits, type Lookups, lookUpTerm } from "./term-lookups.js";
import { rankTitlePhrase } from "./title-phrase.js";
import { tokenize } from "./tokenize.js";
import { type RankedDocument, TopPages } from "./top-pages.js";

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
  const lookups: Lookups = { engine, plan, budget, work, tally, slotOf, matched, asTyped, corrections };
  try {
    for (const entry of plan.terms) if (!lookUpTerm(lookups, entry)) break;
    // A word that matched as typed, or through a synonym or a completion, was not mistyped.
    for (const position of asTyped) corrections.delete(position);
    const exactTitle = engine.titles.get(titleKey(words));
    const exactHeading = headingAsked(engine, words);
    const terms = plan.terms.map((entry) => entry.term);
    const answering = plan.intent === "problem" ? pagesAnswering(engine.problemHeadings, terms) : undefined;
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
    const score = scores[page]! * matchedWords * typeBoost[page]!;
    top.add(page, score * titleBoost * headingBoost * problemBoost * intentBoosts[page]!);
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
  const { words, typed } = readWords(tokenize(query));
  const plan = words.length > 0 ? planQuery(words, engine) : undefined;
  if (plan?.terms.length === 0) {
    rankTitlePhrase(engine, words, options.type, top);
    for (const word of words) matched.add(normaliseTerm(word));
  } else if (plan) rankContent(engine, plan, words, options.type, top, budget, work, matched, corrections);
  const transposed = plan?.transposed ?? new Map<number, string>();
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
    intent: plan?.intent,
    ...(correctedQuery ? { correctedQuery: correctedQuery.join(" ") } : {}),
  };
}

/** What a mistyped word was read as: the reading the best result holds, else the highest-scoring one. */
function readAs(engine: SearchEngine, readings: readonly Correction[], bestPage: number | undefined): string {
  if (bestPage !== undefined)
    for (const { term } of readings) if (exactHits(engine, term).pages.includes(bestPage)) return term;
  return readings[0]!.term;
}
