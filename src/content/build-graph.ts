import { checkLinks, checkReferences, duplicatesOf } from "./check-references.js";
import { byCodeUnits } from "./code-unit-order.js";
import { type CollectedPages, collectPages } from "./collect-pages.js";
import { contentVersion } from "./content-version.js";
import { deepFreeze } from "./deep-freeze.js";
import { isOversize, oversizeProblem } from "./file-size.js";
import { type ContentSource, parseYamlFile } from "./parse-source.js";
import type { ContentProblem } from "./problem.js";
import { appFileSchema, releasesFileSchema, sectionsFileSchema } from "./schemas.js";
import type { ContentGraph, GuideSection, Page, Release } from "./types.js";
import { contentVariables } from "./variables.js";

/** What the graph builder needs from outside the content folder. */
export interface BuildOptions {
  /** Slugs of the calculators the code implements; each needs a page and no other page may exist. */
  readonly calculatorSlugs: readonly string[];
  /** Every path the site answers for a graph (from the route table), which a site link may point at. */
  readonly sitePaths: (graph: ContentGraph) => ReadonlySet<string>;
  /** Where a page of a kind is served (from the route table), known before the graph is built. */
  readonly contentPagePath: (kind: Page["kind"], slug: string) => string;
  /** Top-level names the site uses itself, which a page in `pages/` cannot take. */
  readonly reservedSlugs?: ReadonlySet<string>;
  /** Today (UTC, YYYY-MM-DD) for content:check; unset when serving, so a lagging clock refuses nothing. */
  readonly today?: string;
}

/** The graph, or every problem found. */
export type BuildResult =
  | { readonly ok: true; readonly graph: ContentGraph }
  | { readonly ok: false; readonly problems: readonly ContentProblem[] };

/** Compares dotted versions numerically: "3.10" is newer than "3.9". */
export function compareVersions(a: string, b: string): number {
  const left = a.split(".").map(Number);
  const right = b.split(".").map(Number);
  for (let index = 0; index < Math.max(left.length, right.length); index++) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

const byOrder = <T extends { order: number; slug: string }>(a: T, b: T) =>
  a.order - b.order || byCodeUnits(a.slug, b.slug);

/** Builds the immutable content graph from the content files, or reports every problem in one run. */
export function buildGraph(allSources: readonly ContentSource[], options: BuildOptions): BuildResult {
  const problems: ContentProblem[] = [];
  const oversize = allSources.filter(isOversize);
  problems.push(...oversize.map(oversizeProblem));
  const sources = allSources.filter((source) => !isOversize(source));
  const { app, releaseList, sectionList } = readDataFiles(sources, oversize, problems);
  const releases: Release[] = [...(releaseList ?? [])].sort(
    (a, b) => byCodeUnits(b.date, a.date) || compareVersions(b.version, a.version),
  );
  for (const [release] of duplicatesOf(releases, (release) => release.version))
    problems.push({
      file: "releases.yaml",
      field: "version",
      message: `version "${release.version}" appears twice`,
      fix: "keep one entry per version",
    });
  for (const [section] of duplicatesOf(sectionList ?? [], (section) => section.id))
    problems.push({
      file: "guide/sections.yaml",
      field: "id",
      message: `section "${section.id}" appears twice`,
      fix: "list each section once",
    });
  const versions = new Set(releases.map((release) => release.version));
  const pages = collectPages(
    sources,
    {
      ...options,
      sectionIds: sectionList ? new Set(sectionList.map((section) => section.id)) : undefined,
      variables: app && releaseList ? contentVariables(app, releases[0]?.version ?? "") : undefined,
    },
    problems,
  );
  if (!app || !releaseList || !sectionList) return { ok: false, problems };
  const sections: GuideSection[] = sectionList.map((section) => ({
    ...section,
    pages: pages.docs.filter((doc) => doc.sectionId === section.id).sort(byOrder),
  }));
  const { calculatorSlugs, contentPagePath } = options;
  checkReferences({ sources, app, versions, sections, pages, calculatorSlugs, contentPagePath }, problems);
  const graph = assembleGraph(contentVersion(allSources), app, releases, sections, pages, calculatorSlugs);
  // Links are checked against the graph they will be served from, so the check knows every page.
  checkLinks(pages, app, options.sitePaths(graph), problems);
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, graph: deepFreeze(graph) };
}

/** The three YAML files every content folder has, each undefined (and reported) when missing or broken. */
function readDataFiles(
  sources: readonly ContentSource[],
  oversize: readonly ContentSource[],
  problems: ContentProblem[],
) {
  const files = new Map(sources.map((source) => [source.path, source]));
  const parseRequired = <T>(path: string, schema: Parameters<typeof parseYamlFile<T>>[1]) => {
    const source = files.get(path);
    if (!source) {
      if (!oversize.some((file) => file.path === path))
        problems.push({ file: path, message: "is missing", fix: "restore the file (see content/README.md)" });
      return undefined;
    }
    const parsed = parseYamlFile(source, schema);
    if (!parsed.ok) problems.push(...parsed.problems);
    return parsed.ok ? parsed.value : undefined;
  };
  return {
    app: parseRequired("app.yaml", appFileSchema),
    releaseList: parseRequired("releases.yaml", releasesFileSchema),
    sectionList: parseRequired("guide/sections.yaml", sectionsFileSchema),
  };
}

/** Puts checked parts into a graph, each kind of page in order and by slug (also used by `graph-file.ts`). */
export function assembleGraph(
  version: string,
  app: ContentGraph["app"],
  releases: Release[],
  sections: GuideSection[],
  pages: Pick<CollectedPages, "docs" | "articles" | "audiences" | "calculatorPages" | "infoPages">,
  calculatorSlugs: readonly string[],
): ContentGraph {
  const articles = pages.articles.sort(
    (a, b) => byCodeUnits(b.publishedAt, a.publishedAt) || byCodeUnits(a.slug, b.slug),
  );
  const audiences = pages.audiences.sort(byOrder);
  const calculatorPages = calculatorSlugs.flatMap((slug) =>
    pages.calculatorPages.filter((page) => page.slug === slug),
  );
  return {
    version,
    app,
    releases,
    sections,
    docs: new Map(sections.flatMap((section) => section.pages).map((page) => [page.slug, page])),
    articles,
    articleBySlug: new Map(articles.map((page) => [page.slug, page])),
    audiences,
    audienceBySlug: new Map(audiences.map((page) => [page.slug, page])),
    calculatorPages: new Map(calculatorPages.map((page) => [page.slug, page])),
    infoPages: new Map(
      pages.infoPages.sort((a, b) => byCodeUnits(a.slug, b.slug)).map((page) => [page.slug, page]),
    ),
  };
}
