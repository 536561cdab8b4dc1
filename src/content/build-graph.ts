import type { z } from "zod";
import { buildPage, type ParsedPage } from "./build-page.js";
import { checkLink, fixedSitePaths } from "./check-links.js";
import { deepFreeze } from "./deep-freeze.js";
import type { ContentSource } from "./parse-source.js";
import { parseYamlFile } from "./parse-source.js";
import type { ContentProblem } from "./problem.js";
import {
  appFileSchema,
  articleFrontMatterSchema,
  audienceFrontMatterSchema,
  calculatorFrontMatterSchema,
  guideFrontMatterSchema,
  releasesFileSchema,
  sectionsFileSchema,
} from "./schemas.js";
import type {
  AppFacts,
  ArticlePage,
  AudiencePage,
  CalculatorPage,
  ContentGraph,
  GuidePage,
  GuideSection,
  PageBase,
  Release,
} from "./types.js";
import { contentVariables } from "./variables.js";

/** What the graph builder needs from outside the content folder. */
export interface BuildOptions {
  /** Slugs of the calculators the code implements; each needs a page and no other page may exist. */
  readonly calculatorSlugs: readonly string[];
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

function byPath(sources: readonly ContentSource[]): Map<string, ContentSource> {
  return new Map(sources.map((source) => [source.path, source]));
}

function required(
  files: Map<string, ContentSource>,
  path: string,
  problems: ContentProblem[],
): ContentSource | undefined {
  const source = files.get(path);
  if (!source)
    problems.push({ file: path, message: "is missing", fix: "restore the file (see content/README.md)" });
  return source;
}

function pageBase<
  T extends { title: string; summary: string; description?: string | undefined; related: readonly string[] },
>(page: ParsedPage<T>, source: string, updated: string): PageBase {
  return {
    slug: page.slug,
    title: page.data.title,
    summary: page.data.summary,
    description: page.data.description ?? page.data.summary,
    related: page.data.related,
    body: page.body,
    lede: page.lede,
    headings: page.headings,
    updated,
    source,
  };
}

/**
 * Builds the immutable content graph from the content files, or reports every problem at once
 * (file, line or field, what is wrong, how to fix it). Pure: the caller reads the files.
 */
export function buildGraph(sources: readonly ContentSource[], options: BuildOptions): BuildResult {
  const problems: ContentProblem[] = [];
  const files = byPath(sources);

  const appSource = required(files, "app.yaml", problems);
  const releasesSource = required(files, "releases.yaml", problems);
  const sectionsSource = required(files, "guide/sections.yaml", problems);
  const appParsed = appSource ? parseYamlFile(appSource, appFileSchema) : undefined;
  const releasesParsed = releasesSource ? parseYamlFile(releasesSource, releasesFileSchema) : undefined;
  const sectionsParsed = sectionsSource ? parseYamlFile(sectionsSource, sectionsFileSchema) : undefined;
  for (const parsed of [appParsed, releasesParsed, sectionsParsed])
    if (parsed && !parsed.ok) problems.push(...parsed.problems);
  // Keep going when a YAML file is broken, so that one run reports the problems of every page too.
  const app: AppFacts | undefined = appParsed?.ok ? appParsed.value : undefined;
  const releases: Release[] = releasesParsed?.ok
    ? [...releasesParsed.value].sort(
        (a, b) => b.date.localeCompare(a.date) || compareVersions(b.version, a.version),
      )
    : [];
  const versions = new Set<string>();
  for (const release of releases) {
    if (versions.has(release.version)) {
      problems.push({
        file: "releases.yaml",
        field: "version",
        message: `version "${release.version}" appears twice`,
        fix: "keep one entry per version",
      });
    }
    versions.add(release.version);
  }
  const variables = app && releasesParsed?.ok ? contentVariables(app, releases[0]?.version ?? "") : undefined;
  const sectionList = sectionsParsed?.ok ? sectionsParsed.value : [];

  const sectionIds = new Set<string>();
  for (const section of sectionList) {
    if (sectionIds.has(section.id)) {
      problems.push({
        file: "guide/sections.yaml",
        field: "id",
        message: `section "${section.id}" appears twice`,
        fix: "list each section once",
      });
    }
    sectionIds.add(section.id);
  }

  const docs: GuidePage[] = [];
  const articles: ArticlePage[] = [];
  const audiences: AudiencePage[] = [];
  const calculatorPages: CalculatorPage[] = [];
  const pageLinks: {
    file: string;
    links: ParsedPage<{ title: string; summary: string; related: readonly string[] }>["links"];
    related: readonly string[];
  }[] = [];

  const parse = <
    T extends {
      title: string;
      summary: string;
      description?: string | undefined;
      related: readonly string[];
    },
  >(
    source: ContentSource,
    slug: string,
    schema: z.ZodType<T>,
  ): ParsedPage<T> | undefined => {
    const page = buildPage(source, slug, schema, variables, problems);
    if (page) pageLinks.push({ file: source.path, links: page.links, related: page.data.related });
    return page;
  };

  for (const source of sources) {
    const parts = source.path.split("/");
    const name = parts.at(-1) ?? "";
    if (["app.yaml", "releases.yaml", "guide/sections.yaml", "README.md"].includes(source.path)) continue;
    const slug = name.replace(/\.md$/, "");
    if (parts[0] === "guide" && parts.length === 3 && name.endsWith(".md")) {
      const sectionId = parts[1]!;
      if (sectionsParsed?.ok && !sectionIds.has(sectionId)) {
        problems.push({
          file: source.path,
          message: `is in the folder "${sectionId}", which is not a section of guide/sections.yaml`,
          fix: "move it into a section folder",
        });
        continue;
      }
      const page = parse(source, slug, guideFrontMatterSchema);
      if (page)
        docs.push({
          ...pageBase(page, source.path, page.data.updated),
          kind: "doc",
          sectionId,
          order: page.data.order,
        });
    } else if (parts[0] === "blog" && parts.length === 2 && name.endsWith(".md")) {
      const page = parse(source, slug, articleFrontMatterSchema);
      if (!page) continue;
      const { publishedAt, updatedAt, category } = page.data;
      if (updatedAt !== undefined && updatedAt < publishedAt) {
        problems.push({
          file: source.path,
          field: "updatedAt",
          message: `${updatedAt} is before publishedAt ${publishedAt}`,
          fix: "use a date on or after publishedAt, or remove updatedAt",
        });
      }
      articles.push({
        ...pageBase(page, source.path, updatedAt ?? publishedAt),
        kind: "article",
        category,
        publishedAt,
        ...(updatedAt === undefined ? {} : { updatedAt }),
      });
    } else if (parts[0] === "audiences" && parts.length === 2 && name.endsWith(".md")) {
      const page = parse(source, slug, audienceFrontMatterSchema);
      if (page)
        audiences.push({
          ...pageBase(page, source.path, page.data.updated),
          kind: "audience",
          order: page.data.order,
        });
    } else if (parts[0] === "calculators" && parts.length === 2 && name.endsWith(".md")) {
      if (!options.calculatorSlugs.includes(slug)) {
        problems.push({
          file: source.path,
          message: `"${slug}" is not one of the calculators`,
          fix: `name the file after one of ${options.calculatorSlugs.join(", ")}`,
        });
        continue;
      }
      const page = parse(source, slug, calculatorFrontMatterSchema);
      if (page)
        calculatorPages.push({ ...pageBase(page, source.path, page.data.updated), kind: "calculator" });
    } else {
      problems.push({
        file: source.path,
        message: "is not a known kind of content file",
        fix: "see the folder layout in content/README.md",
      });
    }
  }

  const docBySlug = new Map<string, GuidePage>();
  for (const doc of docs) {
    const other = docBySlug.get(doc.slug);
    if (other)
      problems.push({
        file: doc.source,
        message: `has the same slug as ${other.source}`,
        fix: "guide slugs are unique across sections; rename one file",
      });
    docBySlug.set(doc.slug, doc);
  }
  const sections: GuideSection[] = sectionList.map((section) => ({
    ...section,
    pages: docs
      .filter((doc) => doc.sectionId === section.id)
      .sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug)),
  }));
  for (const section of sections) {
    const hasFiles = sources.some((source) => source.path.startsWith(`guide/${section.id}/`));
    if (!hasFiles) {
      problems.push({
        file: "guide/sections.yaml",
        field: section.id,
        message: `section "${section.id}" has no pages`,
        fix: `add a page in guide/${section.id}/ or remove the section`,
      });
    }
  }
  for (const slug of options.calculatorSlugs) {
    if (!calculatorPages.some((page) => page.slug === slug)) {
      problems.push({
        file: `calculators/${slug}.md`,
        message: "is missing: every calculator needs its page copy",
        fix: "write the page (see content/README.md)",
      });
    }
  }
  if (!app || !releasesParsed?.ok || !sectionsParsed?.ok) return { ok: false, problems };
  app.features.forEach((feature, index) => {
    if (!versions.has(feature.since)) {
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

  const sitePaths = new Set<string>([
    ...fixedSitePaths,
    ...docs.map((page) => `/guide/${page.slug}`),
    ...articles.map((page) => `/blog/${page.slug}`),
    ...audiences.map((page) => `/for/${page.slug}`),
    ...calculatorPages.map((page) => `/tools/${page.slug}`),
  ]);
  for (const page of pageLinks) {
    for (const link of page.links) {
      const problem = checkLink(page.file, link.line, link.href, sitePaths);
      if (problem) problems.push(problem);
    }
    page.related.forEach((path, index) => {
      const problem = checkLink(page.file, undefined, path, sitePaths, `related.${index}`);
      if (problem) problems.push(problem);
    });
  }
  for (const [key, value] of Object.entries(app.developer)) {
    const problem = checkLink(
      "app.yaml",
      undefined,
      value.startsWith("/") || /^https?:/.test(value) ? value : `mailto:${value}`,
      sitePaths,
      `developer.${key}`,
    );
    if (problem) problems.push(problem);
  }

  if (problems.length > 0) return { ok: false, problems };
  const sortedArticles = articles.sort(
    (a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.slug.localeCompare(b.slug),
  );
  const sortedAudiences = audiences.sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug));
  const orderedDocs = sections.flatMap((section) => section.pages);
  return {
    ok: true,
    graph: deepFreeze({
      app,
      releases,
      sections,
      docs: new Map(orderedDocs.map((page) => [page.slug, page])),
      articles: sortedArticles,
      articleBySlug: new Map(sortedArticles.map((page) => [page.slug, page])),
      audiences: sortedAudiences,
      audienceBySlug: new Map(sortedAudiences.map((page) => [page.slug, page])),
      calculatorPages: new Map(
        options.calculatorSlugs
          .flatMap((slug) => calculatorPages.filter((page) => page.slug === slug))
          .map((page) => [page.slug, page]),
      ),
    }),
  };
}
