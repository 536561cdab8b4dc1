import { cachedIn } from "../http/cached-in.js";
import { contentTerm } from "./process-term.js";
import { negationWords } from "./query-intent.js";
import type { SearchDocument } from "./search-document.js";
import { tokenize } from "./tokenize.js";

/** Headings of the sections that answer a problem: "If reminders don't arrive", "When the watch hasn't synced". */
const problemHeading = /^if |n't\b|\bnot\b/;

/** A word with "n't": "doesn't", "hadn't". */
const contraction = /\b\w+n['’]t\b/gi;

/** The pages' section headings that name a problem, by the terms they hold (docs/search.md). */
export interface ProblemHeadings {
  /** For each term, the headings that hold it, by number. */
  readonly byTerm: ReadonlyMap<string, readonly number[]>;
  /** The page of each heading, by heading number. */
  readonly pages: readonly number[];
}

/** The problem headings of pages in page-number order, each by its terms without negations and stop words. */
export function problemHeadingsOf(pages: readonly SearchDocument[]): ProblemHeadings {
  const byTerm = new Map<string, number[]>();
  const headingPages: number[] = [];
  pages.forEach((document, page) => {
    for (const { title } of document.sections) {
      if (!problemHeading.test(title.toLowerCase())) continue;
      const heading = headingPages.push(page) - 1;
      // Without its negations ("doesn't", "hadn't", "not"): they tell a problem, not which one.
      const words = tokenize(title.replace(contraction, " ")).filter((word) => !negationWords.has(word));
      for (const term of new Set(words.map(contentTerm)))
        if (term !== null) cachedIn(byTerm, term, () => []).push(heading);
    }
  });
  return { byTerm, pages: headingPages };
}

/**
 * The pages with a problem heading that holds two of the query's terms or more: "stepzy not showing on
 * the watch" finds "If Stepzy doesn't appear on the watch" (showing brings in appear).
 * @example pagesAnswering(problemHeadingsOf(pages), ["remind", "arriv"]) // the goal reminders page
 */
export function pagesAnswering(headings: ProblemHeadings, terms: Iterable<string>): Set<number> {
  const held = new Map<number, number>();
  const answering = new Set<number>();
  for (const term of new Set(terms))
    for (const heading of headings.byTerm.get(term) ?? []) {
      const count = (held.get(heading) ?? 0) + 1;
      held.set(heading, count);
      if (count === 2) answering.add(headings.pages[heading]!);
    }
  return answering;
}

/** A step of a fix ("1. Unlock and refresh"): the guide lists them likeliest first. */
const fixStep = /^(\d+)\. /;

/** An explanation ("Why Stepzy can't tell you what's wrong"): it says why, not what to do. */
const explanation = /^(?:why|how) /;

/**
 * How much a heading (lower case) answers a problem: a fix step 1.5 times and more the earlier it
 * comes (step 1: 2.5), a problem's case ("If reminders don't arrive") 1.5, an explanation not at all.
 */
export function problemAnswerBoost(heading: string): number {
  if (explanation.test(heading)) return 1;
  const step = fixStep.exec(heading);
  if (step) return 1.5 + 1 / Math.max(1, Number(step[1]));
  return problemHeading.test(heading) ? 1.5 : 1;
}
