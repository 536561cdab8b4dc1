import type { ContentProblem } from "./problem.js";
import type { ArticlePage, Heading, PageBase } from "./types.js";

/** Categories whose articles make health claims: they name an author and end with their sources. */
const claimCategories: ReadonlySet<string> = new Set(["Health", "Weight loss"]);

/** What the rules look at in one article. */
export interface ArticleFacts extends Pick<ArticlePage, "category" | "author" | "headings"> {
  readonly file: string;
}

/** Whether a page has a `## Sources` section. */
export function hasSourcesSection(headings: readonly Heading[]): boolean {
  return headings.some((heading) => heading.level === 2 && heading.text.trim().toLowerCase() === "sources");
}

/** Checks content/README.md's rule that Health and Weight loss articles name an author and cite sources. */
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

/** A health figure (energy, heart rate, activity time), or a study or health authority cited for a claim. */
const healthClaim =
  /\b\d[\d,.]*(?: to \d[\d,.]*)? ?(?:kcal|calories|bpm|beats per minute|minutes (?:a|per|of) [a-z ]{0,24}(?:week|day))|\b(?:WHO|CDC|NHS|NICE|ACOG|American Heart Association|meta-analysis|and colleagues|et al\.)/;

/** Checks content/README.md's rule that calculator and audience pages stating health figures cite sources. */
export function healthPageProblems(
  page: Pick<PageBase, "body" | "headings"> & { readonly file: string },
): ContentProblem[] {
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
