import { checkLink } from "./check-links.js";
import type { CollectedPages } from "./collect-pages.js";
import type { ContentSource } from "./parse-source.js";
import type { ContentProblem } from "./problem.js";
import type { AppFacts, GuidePage, GuideSection } from "./types.js";

/** Everything the cross-file checks look at. */
export interface ReferenceInput {
  readonly sources: readonly ContentSource[];
  readonly app: AppFacts;
  readonly versions: ReadonlySet<string>;
  readonly sections: readonly GuideSection[];
  readonly pages: CollectedPages;
  readonly calculatorSlugs: readonly string[];
}

/**
 * The checks across files: unique guide slugs, no empty section, a page for every calculator,
 * and features tied to a release and a guide page.
 */
export function checkReferences(input: ReferenceInput, problems: ContentProblem[]): void {
  const { app, pages } = input;
  const docBySlug = new Map<string, GuidePage>();
  for (const doc of pages.docs) {
    const other = docBySlug.get(doc.slug);
    if (other) {
      problems.push({
        file: doc.source,
        message: `has the same slug as ${other.source}`,
        fix: "guide slugs are unique across sections; rename one file",
      });
    }
    docBySlug.set(doc.slug, doc);
  }
  for (const section of input.sections) {
    if (!input.sources.some((source) => source.path.startsWith(`guide/${section.id}/`))) {
      problems.push({
        file: "guide/sections.yaml",
        field: section.id,
        message: `section "${section.id}" has no pages`,
        fix: `add a page in guide/${section.id}/ or remove the section`,
      });
    }
  }
  for (const slug of input.calculatorSlugs) {
    if (!pages.calculatorPages.some((page) => page.slug === slug)) {
      problems.push({
        file: `calculators/${slug}.md`,
        message: "is missing: every calculator needs its page copy",
        fix: "write the page (see content/README.md)",
      });
    }
  }
  app.features.forEach((feature, index) => {
    if (!input.versions.has(feature.since)) {
      problems.push({
        file: "app.yaml",
        field: `features.${index}.since`,
        message: `release "${feature.since}" is not in releases.yaml`,
        fix: "name the version that introduced the feature",
      });
    }
    if (!docBySlug.has(feature.guide)) {
      problems.push({
        file: "app.yaml",
        field: `features.${index}.guide`,
        message: `guide page "${feature.guide}" does not exist`,
        fix: "name the guide page that explains the feature",
      });
    }
  });
  input.app.home.benefits.forEach((benefit, index) => {
    if (!docBySlug.has(benefit.guide)) {
      problems.push({
        file: "app.yaml",
        field: `home.benefits.${index}.guide`,
        message: `guide page "${benefit.guide}" does not exist`,
        fix: "name the guide page that explains the benefit",
      });
    }
  });
}

/** Every body link, related path and developer link of the content resolves to the site or is absolute. */
export function checkLinks(
  links: CollectedPages["links"],
  app: AppFacts,
  sitePaths: ReadonlySet<string>,
  problems: ContentProblem[],
): void {
  const report = (problem: ContentProblem | undefined) => {
    if (problem) problems.push(problem);
  };
  for (const page of links) {
    for (const link of page.body) report(checkLink(page.file, link.line, link.href, sitePaths));
    for (const [index, path] of page.related.entries()) {
      report(checkLink(page.file, undefined, path, sitePaths, `related.${index}`));
    }
  }
  for (const [key, value] of Object.entries(app.developer)) {
    const href = value.startsWith("/") || /^https?:/.test(value) ? value : `mailto:${value}`;
    report(checkLink("app.yaml", undefined, href, sitePaths, `developer.${key}`));
  }
}
