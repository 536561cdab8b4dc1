import type { z } from "zod";
import { articleRuleProblems, healthPageProblems } from "./article-rules.js";
import { buildPage, type ParsedPage } from "./build-page.js";
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
    readonly body: ParsedPage<CommonData>["links"];
    readonly related: readonly string[];
    readonly anchors: ReadonlySet<string>;
  }[];
  /**
   * Site paths of pages whose file has problems of its own and was left out: they still exist
   * for link checks, so one mistake is reported once, in its own file.
   */
  readonly failedPaths: Set<string>;
}

/** What deciding a page's kind needs to know. */
export interface CollectOptions {
  /** Section ids of guide/sections.yaml, or undefined when that file is broken. */
  readonly sectionIds: ReadonlySet<string> | undefined;
  readonly calculatorSlugs: readonly string[];
  /** Where a page of a kind is served, from the route table (`content-rules.ts`). */
  readonly contentPagePath: (kind: Page["kind"], slug: string) => string;
  /** Names a page in `pages/` cannot take: the site's own top-level addresses (`guide`, `api`). */
  readonly reservedSlugs?: ReadonlySet<string>;
  /** Content variables, or undefined when app.yaml or releases.yaml is broken. */
  readonly variables: ReadonlyMap<string, string> | undefined;
  /** Today (UTC, YYYY-MM-DD): when given, dates after it are problems unless scheduled. */
  readonly today?: string | undefined;
}

type CommonData = {
  title: string;
  summary: string;
  description?: string | undefined;
  related: readonly string[];
};

/** The YAML files, read elsewhere, and the editors' guide. */
const nonPages = new Set(["app.yaml", "releases.yaml", "guide/sections.yaml", "README.md"]);

function pageBase<T extends CommonData>(page: ParsedPage<T>, source: string, updated: string): PageBase {
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
  const parse = <T extends CommonData>(
    source: ContentSource,
    slug: string,
    kind: Page["kind"],
    schema: z.ZodType<T>,
  ) => {
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
  };
  const checkDates = (
    file: string,
    dates: Record<string, string | undefined>,
    schedulable?: { scheduled: boolean },
  ) => {
    if (options.today !== undefined)
      problems.push(...futureDateProblems(file, dates, options.today, schedulable));
  };

  for (const source of sources) {
    if (nonPages.has(source.path)) continue;
    const parts = source.path.split("/");
    const name = parts.at(-1) ?? "";
    const slug = name.replace(/\.md$/, "");
    const kind = name.endsWith(".md") ? `${parts[0]}/${parts.length}` : "";
    if (kind === "guide/3") {
      const sectionId = parts[1]!;
      if (options.sectionIds && !options.sectionIds.has(sectionId)) {
        problems.push({
          file: source.path,
          message: `is in the folder "${sectionId}", which is not a section of guide/sections.yaml`,
          fix: "move it into a section folder",
        });
        continue;
      }
      const page = parse(source, slug, "doc", guideFrontMatterSchema);
      if (page) {
        checkDates(source.path, { updated: page.data.updated });
        collected.docs.push({
          ...pageBase(page, source.path, page.data.updated),
          kind: "doc",
          sectionId,
          order: page.data.order,
        });
      }
    } else if (kind === "blog/2") {
      const page = parse(source, slug, "article", articleFrontMatterSchema);
      if (!page) continue;
      const { publishedAt, updatedAt, category, author, reviewedBy, reviewedAt } = page.data;
      checkDates(
        source.path,
        { publishedAt, updatedAt, reviewedAt },
        { scheduled: page.data.scheduled === true },
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
      collected.articles.push({
        ...pageBase(page, source.path, updatedAt ?? publishedAt),
        kind: "article",
        category,
        publishedAt,
        ...(updatedAt === undefined ? {} : { updatedAt }),
        ...(author === undefined ? {} : { author }),
        ...(reviewedBy === undefined ? {} : { reviewedBy }),
        ...(reviewedAt === undefined ? {} : { reviewedAt }),
      });
    } else if (kind === "audiences/2") {
      const page = parse(source, slug, "audience", audienceFrontMatterSchema);
      if (page) {
        checkDates(source.path, { updated: page.data.updated });
        problems.push(...healthPageProblems({ file: source.path, body: page.body, headings: page.headings }));
        collected.audiences.push({
          ...pageBase(page, source.path, page.data.updated),
          kind: "audience",
          order: page.data.order,
          screen: page.data.screen,
        });
      }
    } else if (kind === "calculators/2") {
      if (!options.calculatorSlugs.includes(slug)) {
        problems.push({
          file: source.path,
          message: `"${slug}" is not one of the calculators`,
          fix: `name the file after one of ${options.calculatorSlugs.join(", ")}`,
        });
        continue;
      }
      const page = parse(source, slug, "calculator", calculatorFrontMatterSchema);
      if (page) checkDates(source.path, { updated: page.data.updated });
      if (page)
        problems.push(...healthPageProblems({ file: source.path, body: page.body, headings: page.headings }));
      if (page)
        collected.calculatorPages.push({
          ...pageBase(page, source.path, page.data.updated),
          kind: "calculator",
          inApp: page.data.inApp,
        });
    } else if (kind === "pages/2") {
      if (options.reservedSlugs?.has(slug)) {
        problems.push({
          file: source.path,
          message: `"${slug}" is an address the site already uses (/${slug})`,
          fix: "give the page another file name",
        });
        continue;
      }
      const page = parse(source, slug, "info", infoFrontMatterSchema);
      if (page) collected.infoPages.push({ ...pageBase(page, source.path, page.data.updated), kind: "info" });
    } else {
      problems.push({
        file: source.path,
        message: "is not a known kind of content file",
        fix: "see the folder layout in content/README.md",
      });
    }
  }
  return collected;
}
