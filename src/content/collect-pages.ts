import type { z } from "zod";
import { articleRuleProblems, healthPageProblems } from "./article-rules.js";
import type { BuildOptions } from "./build-graph.js";
import { buildPage, type CommonFrontMatter, type ParsedPage } from "./build-page.js";
import { futureDateProblems } from "./future-dates.js";
import type { ContentSource } from "./parse-source.js";
import type { ContentProblem } from "./problem.js";
import {
  articleFrontMatterSchema,
  audienceFrontMatterSchema,
  calculatorFrontMatterSchema,
  guideFrontMatterSchema,
  infoFrontMatterSchema,
} from "./schemas.js";
import type {
  ArticlePage,
  AudiencePage,
  CalculatorPage,
  GuidePage,
  InfoPage,
  Page,
  PageBase,
} from "./types.js";

/** The Markdown pages of the content folder, sorted into their kinds, with their links for checking. */
export interface CollectedPages {
  readonly docs: GuidePage[];
  readonly articles: ArticlePage[];
  readonly audiences: AudiencePage[];
  readonly calculatorPages: CalculatorPage[];
  readonly infoPages: InfoPage[];
  /** Every page's body links and related paths, by file, with the page's path and heading ids. */
  readonly links: {
    readonly file: string;
    /** The page's own site path, which a `#anchor` link refers to. */
    readonly path: string;
    readonly body: ParsedPage<CommonFrontMatter>["links"];
    readonly related: readonly string[];
    readonly anchors: ReadonlySet<string>;
  }[];
  /** Paths of pages left out for their own problems, kept as link targets so a mistake is reported once. */
  readonly failedPaths: Set<string>;
}

/** What deciding a page's kind needs to know. */
export interface CollectOptions
  extends Pick<BuildOptions, "calculatorSlugs" | "contentPagePath" | "reservedSlugs" | "today"> {
  /** Section ids of guide/sections.yaml, or undefined when that file is broken. */
  readonly sectionIds: ReadonlySet<string> | undefined;
  /** Content variables, or undefined when app.yaml or releases.yaml is broken. */
  readonly variables: ReadonlyMap<string, string> | undefined;
}

/** The YAML files, read elsewhere, and the editors' guide. */
const nonPages = new Set(["app.yaml", "releases.yaml", "guide/sections.yaml", "README.md"]);

function pageBase<T extends CommonFrontMatter>(
  page: ParsedPage<T>,
  source: string,
  updated: string,
): PageBase {
  return {
    slug: page.slug,
    title: page.data.title,
    summary: page.data.summary,
    description: page.data.description ?? page.data.summary,
    related: page.data.related,
    body: page.body,
    lede: page.lede,
    headings: page.headings,
    plain: page.plain,
    updated,
    source,
  };
}

/** What collecting one content folder's pages reads and writes. */
interface Collecting {
  readonly collected: CollectedPages;
  readonly options: CollectOptions;
  readonly problems: ContentProblem[];
}

/** Parses every Markdown page by its folder (content/README.md, "Folder layout"), reporting problems. */
export function collectPages(
  sources: readonly ContentSource[],
  options: CollectOptions,
  problems: ContentProblem[],
): CollectedPages {
  const collected: CollectedPages = {
    docs: [],
    articles: [],
    audiences: [],
    calculatorPages: [],
    infoPages: [],
    links: [],
    failedPaths: new Set(),
  };
  const collecting: Collecting = { collected, options, problems };
  for (const source of sources) {
    if (nonPages.has(source.path)) continue;
    const parts = source.path.split("/");
    const name = parts.at(-1) ?? "";
    const collect = name.endsWith(".md") ? collectors[`${parts[0]}/${parts.length}`] : undefined;
    if (collect) collect(collecting, source, name.replace(/\.md$/, ""), parts);
    else
      problems.push({
        file: source.path,
        message: "is not a known kind of content file",
        fix: "see the folder layout in content/README.md",
      });
  }
  return collected;
}

/** How each kind of page is collected, by its folder and depth (`guide/3`: guide/<section>/<page>.md). */
const collectors: Record<
  string,
  (collecting: Collecting, source: ContentSource, slug: string, parts: readonly string[]) => void
> = {
  "guide/3": collectDoc,
  "blog/2": collectArticle,
  "audiences/2": collectAudience,
  "calculators/2": collectCalculatorPage,
  "pages/2": collectInfoPage,
};

/** Parses a page and records its links for the reference check; undefined (and reported) when it fails. */
function parsePage<T extends CommonFrontMatter>(
  { collected, options, problems }: Collecting,
  source: ContentSource,
  slug: string,
  kind: Page["kind"],
  schema: z.ZodType<T>,
): ParsedPage<T> | undefined {
  const path = options.contentPagePath(kind, slug);
  const page = buildPage(source, slug, schema, options.variables, problems);
  if (!page) collected.failedPaths.add(path);
  else
    collected.links.push({
      file: source.path,
      path,
      body: page.links,
      related: page.data.related,
      anchors: new Set(page.anchors),
    });
  return page;
}

function collectDoc(
  collecting: Collecting,
  source: ContentSource,
  slug: string,
  parts: readonly string[],
): void {
  const sectionId = parts[1]!;
  if (collecting.options.sectionIds && !collecting.options.sectionIds.has(sectionId)) {
    collecting.problems.push({
      file: source.path,
      message: `is in the folder "${sectionId}", which is not a section of guide/sections.yaml`,
      fix: "move it into a section folder",
    });
    return;
  }
  const page = parsePage(collecting, source, slug, "doc", guideFrontMatterSchema);
  if (!page) return;
  collecting.problems.push(
    ...futureDateProblems(source.path, { updated: page.data.updated }, collecting.options.today),
  );
  collecting.collected.docs.push({
    ...pageBase(page, source.path, page.data.updated),
    kind: "doc",
    sectionId,
    order: page.data.order,
  });
}

function collectArticle(collecting: Collecting, source: ContentSource, slug: string): void {
  const page = parsePage(collecting, source, slug, "article", articleFrontMatterSchema);
  if (!page) return;
  const { publishedAt, updatedAt, category, author, reviewedBy, reviewedAt } = page.data;
  const { problems } = collecting;
  problems.push(
    ...futureDateProblems(source.path, { publishedAt, updatedAt, reviewedAt }, collecting.options.today, {
      scheduled: page.data.scheduled === true,
    }),
  );
  problems.push(...articleRuleProblems({ file: source.path, category, author, headings: page.headings }));
  if (updatedAt !== undefined && updatedAt < publishedAt) {
    problems.push({
      file: source.path,
      field: "updatedAt",
      message: `${updatedAt} is before publishedAt ${publishedAt}`,
      fix: "use a date on or after publishedAt, or remove updatedAt",
    });
  }
  collecting.collected.articles.push({
    ...pageBase(page, source.path, updatedAt ?? publishedAt),
    kind: "article",
    category,
    publishedAt,
    ...(updatedAt === undefined ? {} : { updatedAt }),
    ...(author === undefined ? {} : { author }),
    ...(reviewedBy === undefined ? {} : { reviewedBy }),
    ...(reviewedAt === undefined ? {} : { reviewedAt }),
  });
}

/** Parses an audience or calculator page, checking its dates and its health rules. */
function parseHealthPage<T extends CommonFrontMatter & { readonly updated: string }>(
  collecting: Collecting,
  source: ContentSource,
  slug: string,
  kind: Page["kind"],
  schema: z.ZodType<T>,
): ParsedPage<T> | undefined {
  const page = parsePage(collecting, source, slug, kind, schema);
  if (!page) return undefined;
  collecting.problems.push(
    ...futureDateProblems(source.path, { updated: page.data.updated }, collecting.options.today),
    ...healthPageProblems({ file: source.path, body: page.body, headings: page.headings }),
  );
  return page;
}

function collectAudience(collecting: Collecting, source: ContentSource, slug: string): void {
  const page = parseHealthPage(collecting, source, slug, "audience", audienceFrontMatterSchema);
  if (!page) return;
  collecting.collected.audiences.push({
    ...pageBase(page, source.path, page.data.updated),
    kind: "audience",
    order: page.data.order,
    screen: page.data.screen,
  });
}

function collectCalculatorPage(collecting: Collecting, source: ContentSource, slug: string): void {
  const { calculatorSlugs } = collecting.options;
  if (!calculatorSlugs.includes(slug)) {
    collecting.problems.push({
      file: source.path,
      message: `"${slug}" is not one of the calculators`,
      fix: `name the file after one of ${calculatorSlugs.join(", ")}`,
    });
    return;
  }
  const page = parseHealthPage(collecting, source, slug, "calculator", calculatorFrontMatterSchema);
  if (!page) return;
  collecting.collected.calculatorPages.push({
    ...pageBase(page, source.path, page.data.updated),
    kind: "calculator",
    inApp: page.data.inApp,
  });
}

function collectInfoPage(collecting: Collecting, source: ContentSource, slug: string): void {
  if (collecting.options.reservedSlugs?.has(slug)) {
    collecting.problems.push({
      file: source.path,
      message: `"${slug}" is an address the site already uses (/${slug})`,
      fix: "give the page another file name",
    });
    return;
  }
  const page = parsePage(collecting, source, slug, "info", infoFrontMatterSchema);
  if (page)
    collecting.collected.infoPages.push({ ...pageBase(page, source.path, page.data.updated), kind: "info" });
}
