import type { ContentGraph } from "../content/types.js";
import type { SurrogateKey } from "./caching.js";
import { newestDate } from "./newest-date.js";
import type { Params } from "./pattern.js";

/** One page the content has: its parameters, title and the date its content last changed. */
export interface PageEntry {
  readonly params: Params;
  readonly title: string;
  readonly lastmod: string;
}

/** A kind of page of the website, declared once; everything that knows addresses derives from it. */
export interface PageRoute {
  /** The address, with `{slug}` for a parameter. */
  readonly pattern: string;
  /** Every page of this kind the content has, in the site's order (sitemap, llms.txt, preparation). */
  pages(graph: ContentGraph): readonly PageEntry[];
  /** Whether the page has a `.md` variant (docs/website.md). */
  readonly markdown: boolean;
  /** Whether the page is listed for search engines (sitemap) and prepared at start. */
  readonly indexable: boolean;
  /** `ignored` when the page is the same whatever the query says, `selects` when the page reads it. */
  readonly query: "ignored" | "selects";
  /** What a page of this kind shows besides the layout, as surrogate keys (`caching.ts`). */
  keys(params: Params): readonly SurrogateKey[];
}

const one = (title: string, lastmod: string): readonly PageEntry[] => [{ params: {}, title, lastmod }];
const bySlug = <T extends { readonly slug: string; readonly title: string }>(
  items: Iterable<T>,
  lastmod: (item: T) => string,
): PageEntry[] =>
  [...items].map((item) => ({ params: { slug: item.slug }, title: item.title, lastmod: lastmod(item) }));
const releaseDate = (graph: ContentGraph) => newestDate(graph.releases.map((release) => release.date));
const articleDate = (article: ContentGraph["articles"][number]) => article.updatedAt ?? article.publishedAt;
const newestOf = (dates: Iterable<string>, ...more: string[]) => newestDate([...dates, ...more]);
const docDates = (graph: ContentGraph) => [...graph.docs.values()].map((page) => page.updated);
const toolDates = (graph: ContentGraph) => [...graph.calculatorPages.values()].map((page) => page.updated);

/** The website's route table, every kind of page in sitemap order; `src/site/page-views.ts` renders each. */
export const pageRoutes = {
  home: {
    pattern: "/",
    pages: (graph) =>
      one(
        graph.app.name,
        newestOf(
          [
            ...docDates(graph),
            ...graph.articles.map(articleDate),
            ...toolDates(graph),
            ...graph.audiences.map((page) => page.updated),
          ],
          releaseDate(graph),
        ),
      ),
    markdown: true,
    indexable: true,
    query: "ignored",
    keys: () => ["app", "list:article", "list:audience", "list:releases", "list:tool"],
  },
  guide: {
    pattern: "/guide",
    pages: (graph) => one("User guide", newestOf(docDates(graph))),
    markdown: true,
    indexable: true,
    query: "ignored",
    keys: () => ["list:doc"],
  },
  guidePage: {
    pattern: "/guide/{slug}",
    pages: (graph) => bySlug(graph.docs.values(), (page) => page.updated),
    markdown: true,
    indexable: true,
    query: "ignored",
    keys: ({ slug }) => [`doc:${slug}`, "list:doc", "titles"],
  },
  blog: {
    pattern: "/blog",
    pages: (graph) => one("Blog", newestOf(graph.articles.map(articleDate))),
    markdown: true,
    indexable: true,
    query: "selects",
    keys: () => ["list:article"],
  },
  article: {
    pattern: "/blog/{slug}",
    pages: (graph) => bySlug(graph.articles, articleDate),
    markdown: true,
    indexable: true,
    query: "ignored",
    keys: ({ slug }) => [`article:${slug}`, "titles"],
  },
  tools: {
    pattern: "/tools",
    pages: (graph) => one("Calculators", newestOf(toolDates(graph))),
    markdown: true,
    indexable: true,
    query: "ignored",
    keys: () => ["list:tool"],
  },
  tool: {
    pattern: "/tools/{slug}",
    pages: (graph) => bySlug(graph.calculatorPages.values(), (page) => page.updated),
    markdown: true,
    indexable: true,
    query: "selects",
    keys: ({ slug }) => [`tool:${slug}`, "titles"],
  },
  audiences: {
    pattern: "/for",
    pages: (graph) =>
      one(`Who ${graph.app.name} is for`, newestOf(graph.audiences.map((page) => page.updated))),
    markdown: true,
    indexable: true,
    query: "ignored",
    keys: () => ["list:audience"],
  },
  audience: {
    pattern: "/for/{slug}",
    pages: (graph) => bySlug(graph.audiences, (page) => page.updated),
    markdown: true,
    indexable: true,
    query: "ignored",
    keys: ({ slug }) => [`audience:${slug}`, "titles"],
  },
  whatsNew: {
    pattern: "/whats-new",
    pages: (graph) => one("What's new", releaseDate(graph)),
    markdown: true,
    indexable: true,
    query: "ignored",
    keys: () => ["list:releases"],
  },
  developers: {
    pattern: "/developers",
    pages: (graph) => one("Developers", releaseDate(graph)),
    markdown: true,
    indexable: true,
    query: "ignored",
    keys: () => ["app", "api", "list:doc", "list:releases"],
  },
  apiReference: {
    pattern: "/developers/reference",
    pages: (graph) => one("API reference", releaseDate(graph)),
    markdown: true,
    indexable: false,
    query: "ignored",
    keys: () => ["api"],
  },
  infoPage: {
    pattern: "/{slug}",
    pages: (graph) => bySlug(graph.infoPages.values(), (page) => page.updated),
    markdown: true,
    indexable: true,
    query: "ignored",
    keys: ({ slug }) => [`info:${slug}`, "titles"],
  },
  search: {
    pattern: "/search",
    pages: (graph) => one("Search", releaseDate(graph)),
    markdown: false,
    indexable: false,
    query: "selects",
    keys: () => ["search"],
  },
} as const satisfies Readonly<Record<string, PageRoute>>;

/** The name of a kind of page (`guidePage`). */
export type PageName = keyof typeof pageRoutes;

/** Every kind of page, in the table's order. */
export const pageNames = Object.keys(pageRoutes) as PageName[];
