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
