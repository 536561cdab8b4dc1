import type { ContentProblem } from "./problem.js";
import type { Heading } from "./types.js";

/** Categories whose articles make health claims: they name an author and end with their sources. */
const claimCategories: ReadonlySet<string> = new Set(["Health", "Weight loss"]);

/** What the rules look at in one article. */
export interface ArticleFacts {
  readonly file: string;
  readonly category: string;
  readonly author: string | undefined;
  readonly headings: readonly Heading[];
}

/** Whether a page has a `## Sources` section. */
export function hasSourcesSection(headings: readonly Heading[]): boolean {
  return headings.some((heading) => heading.level === 2 && heading.text.trim().toLowerCase() === "sources");
}

/**
 * The rules of content/README.md for Health and Weight loss articles: they name their author
 * and end with a `## Sources` section.
 */
export function articleRuleProblems(article: ArticleFacts): ContentProblem[] {
  if (!claimCategories.has(article.category)) return [];
  const problems: ContentProblem[] = [];
  if (article.author === undefined) {
    problems.push({
      file: article.file,
      field: "author",
      message: `is missing: ${article.category} articles name who wrote them`,
      fix: "add `author: Stepzy Editorial Team` or the writer's name",
    });
  }
  if (!hasSourcesSection(article.headings)) {
    problems.push({
      file: article.file,
      message: `is a ${article.category} article without a \`## Sources\` section`,
      fix: "end the article with `## Sources`, a list of links to the pages that support its claims",
    });
  }
  return problems;
}

/**
 * A health figure or a study in a page's text: an amount of energy, heart rate or activity time
 * ("150 minutes of moderate activity a week", "0.04 kcal", "136 to 153 beats per minute"), or a
 * study, guideline or health authority named as the reason for a claim.
 */
const healthClaim =
  /\b\d[\d,.]*(?: to \d[\d,.]*)? ?(?:kcal|calories|bpm|beats per minute|minutes (?:a|per|of) [a-z ]{0,24}(?:week|day))|\b(?:WHO|CDC|NHS|NICE|ACOG|American Heart Association|meta-analysis|and colleagues|et al\.)/;

/**
 * The rule of content/README.md for calculator and audience pages: one that states a health
 * figure or leans on a study or guideline ends with a `## Sources` section, as articles do.
 */
export function healthPageProblems(page: {
  readonly file: string;
  readonly body: string;
  readonly headings: readonly Heading[];
}): ContentProblem[] {
  const claim = healthClaim.exec(page.body);
  if (!claim || hasSourcesSection(page.headings)) return [];
  return [
    {
      file: page.file,
      message: `states a health figure or cites a study ("${claim[0]}") without a \`## Sources\` section`,
      fix: "end the page with `## Sources`: a link for each guideline (WHO, CDC, NHS) and a doi.org link for each study",
    },
  ];
}
