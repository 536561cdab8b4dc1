import type { BuildOptions } from "./build-graph.js";
import { checkLink, type LinkTargets } from "./check-links.js";
import { byCodeUnits } from "./code-unit-order.js";
import type { CollectedPages } from "./collect-pages.js";
import type { ContentSource } from "./parse-source.js";
import type { ContentProblem } from "./problem.js";
import { sourceLinkProblem } from "./source-links.js";
import type { AppFacts, GuideSection, Page } from "./types.js";

/** Everything the cross-file checks look at. */
export interface ReferenceInput extends Pick<BuildOptions, "calculatorSlugs" | "contentPagePath"> {
  readonly sources: readonly ContentSource[];
  readonly app: AppFacts;
  readonly versions: ReadonlySet<string>;
  readonly sections: readonly GuideSection[];
  readonly pages: CollectedPages;
}

/** Each item whose key an earlier item has, with the first item that has it. */
export function duplicatesOf<T, K>(items: readonly T[], key: (item: T) => K): [T, T][] {
  const first = new Map<K, T>();
  const found: [T, T][] = [];
  for (const item of items) {
    const value = key(item);
    const other = first.get(value);
    if (other === undefined) first.set(value, item);
    else found.push([item, other]);
  }
  return found;
}

/** Reports pages of one list that share an `order`, which would leave their order to their file names. */
function duplicateOrders(
  list: readonly { readonly order: number; readonly source: string }[],
): ContentProblem[] {
  const bySource = [...list].sort((a, b) => byCodeUnits(a.source, b.source));
  return duplicatesOf(bySource, (page) => page.order).map(([page, other]) => ({
    file: page.source,
    field: "order",
    message: `${page.order} is also the order of ${other.source}`,
    fix: "give each page of the list its own order (1, 2, 3 ...)",
  }));
}

/** The checks across files: unique guide slugs, no empty section, a page per calculator, app facts' ties. */
export function checkReferences(input: ReferenceInput, problems: ContentProblem[]): void {
  const { pages } = input;
  for (const [doc, other] of duplicatesOf(pages.docs, (page) => page.slug))
    problems.push({
      file: doc.source,
      message: `has the same slug as ${other.source}`,
      fix: "guide slugs are unique across sections; rename one file",
    });
  const docSlugs = new Set(pages.docs.map((doc) => doc.slug));
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
  const failed = (kind: Page["kind"], slug: string) =>
    pages.failedPaths.has(input.contentPagePath(kind, slug));
  for (const section of input.sections) problems.push(...duplicateOrders(section.pages));
  problems.push(...duplicateOrders(pages.audiences));
  for (const slug of input.calculatorSlugs) {
    if (!pages.calculatorPages.some((page) => page.slug === slug) && !failed("calculator", slug)) {
      problems.push({
        file: `calculators/${slug}.md`,
        message: "is missing: every calculator needs its page copy",
        fix: "write the page (see content/README.md)",
      });
    }
  }
  const hasDoc = (slug: string) => docSlugs.has(slug) || failed("doc", slug);
  problems.push(...appFactProblems(input.app, input.versions, hasDoc));
}

/** Ties each feature to a release, and each feature, benefit and FAQ answer to a guide page. */
function appFactProblems(
  app: AppFacts,
  versions: ReadonlySet<string>,
  hasDoc: (slug: string) => boolean,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  app.features.forEach((feature, index) => {
    if (!versions.has(feature.since))
      problems.push({
        file: "app.yaml",
        field: `features.${index}.since`,
        message: `release "${feature.since}" is not in releases.yaml`,
        fix: "name the version that introduced the feature",
      });
  });
  const guided = [
    ["features", app.features, "name the guide page that explains the feature"],
    ["home.benefits", app.home.benefits, "name the guide page that explains the benefit"],
    ["home.faq", app.home.faq, "name the guide page whose text the answer comes from"],
  ] as const;
  for (const [field, entries, fix] of guided)
    entries.forEach((entry, index) => {
      if (!hasDoc(entry.guide))
        problems.push({
          file: "app.yaml",
          field: `${field}.${index}.guide`,
          message: `guide page "${entry.guide}" does not exist`,
          fix,
        });
    });
  return problems;
}

/** Checks that every link resolves on the site or is absolute, and that no source is a bare home page. */
export function checkLinks(
  pages: Pick<CollectedPages, "links" | "failedPaths">,
  app: AppFacts,
  sitePaths: ReadonlySet<string>,
  problems: ContentProblem[],
): void {
  const report = (problem: ContentProblem | undefined) => {
    if (problem) problems.push(problem);
  };
  // A page left out for its own problems still counts, so a link to it is not reported a second time.
  const targets: LinkTargets = {
    sitePaths: new Set([...sitePaths, ...[...pages.failedPaths].flatMap((path) => [path, `${path}.md`])]),
    anchors: new Map(pages.links.map((page) => [page.path, page.anchors])),
  };
  for (const page of pages.links) {
    for (const link of page.body) {
      report(checkLink({ file: page.file, line: link.line, page: page.path }, link.href, targets));
      report(sourceLinkProblem(page.file, link));
    }
    for (const [index, path] of page.related.entries()) {
      report(checkLink({ file: page.file, field: `related.${index}` }, path, targets));
    }
  }
  for (const [key, value] of Object.entries(app.developer)) {
    const href = value.startsWith("/") || /^https?:/.test(value) ? value : `mailto:${value}`;
    report(checkLink({ file: "app.yaml", field: `developer.${key}` }, href, targets));
  }
}
