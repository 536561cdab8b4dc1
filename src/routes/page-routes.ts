import type { ContentGraph } from "../content/types.js";
import type { SurrogateKey } from "./caching.js";
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
  /** What a page of this kind shows besides the layout, as surrogate keys (`caching.ts`). */
  keys(params: Params): readonly SurrogateKey[];
}

/** A route with a `.md` variant, listed for search engines, unless it says otherwise. */
const route = (declared: Omit<PageRoute, "markdown" | "indexable"> & Partial<PageRoute>): PageRoute => ({
  markdown: true,
  indexable: true,
  ...declared,
});
const one = (title: string, lastmod: string): readonly PageEntry[] => [{ params: {}, title, lastmod }];
const bySlug = <T extends { readonly slug: string; readonly title: string }>(
  items: Iterable<T>,
  lastmod: (item: T) => string,
): PageEntry[] =>
  [...items].map((item) => ({ params: { slug: item.slug }, title: item.title, lastmod: lastmod(item) }));
/** The newest of some YYYY-MM-DD dates (they sort as text); "" when there is none. */
const newestOf = (dates: Iterable<string>, ...more: string[]) =>
  [...dates, ...more].reduce((newest, date) => (date > newest ? date : newest), "");
const releaseDate = (graph: ContentGraph) => newestOf(graph.releases.map((release) => release.date));
const articleDate = (article: ContentGraph["articles"][number]) => article.updatedAt ?? article.publishedAt;
const docDates = (graph: ContentGraph) => [...graph.docs.values()].map((page) => page.updated);
const toolDates = (graph: ContentGraph) => [...graph.calculatorPages.values()].map((page) => page.updated);

/** The website's route table, every kind of page in sitemap order; `src/site/page-views.ts` renders each. */
export const pageRoutes = {
  home: route({
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
    keys: () => ["app", "list:article", "list:audience", "list:releases", "list:tool"],
  }),
  guide: route({
    pattern: "/guide",
    pages: (graph) => one("User guide", newestOf(docDates(graph))),
    keys: () => ["list:doc"],
  }),
  guidePage: route({
    pattern: "/guide/{slug}",
    pages: (graph) => bySlug(graph.docs.values(), (page) => page.updated),
    keys: ({ slug }) => [`doc:${slug}`, "list:doc", "titles"],
  }),
  blog: route({
    pattern: "/blog",
    pages: (graph) => one("Blog", newestOf(graph.articles.map(articleDate))),
    keys: () => ["list:article"],
  }),
  article: route({
    pattern: "/blog/{slug}",
    pages: (graph) => bySlug(graph.articles, articleDate),
    keys: ({ slug }) => [`article:${slug}`, "titles"],
  }),
  tools: route({
    pattern: "/tools",
    pages: (graph) => one("Calculators", newestOf(toolDates(graph))),
    keys: () => ["list:tool"],
  }),
  tool: route({
    pattern: "/tools/{slug}",
    pages: (graph) => bySlug(graph.calculatorPages.values(), (page) => page.updated),
    keys: ({ slug }) => [`tool:${slug}`, "titles"],
  }),
  audiences: route({
    pattern: "/for",
    pages: (graph) =>
      one(`Who ${graph.app.name} is for`, newestOf(graph.audiences.map((page) => page.updated))),
    keys: () => ["list:audience"],
  }),
  audience: route({
    pattern: "/for/{slug}",
    pages: (graph) => bySlug(graph.audiences, (page) => page.updated),
    keys: ({ slug }) => [`audience:${slug}`, "titles"],
  }),
  whatsNew: route({
    pattern: "/whats-new",
    pages: (graph) => one("What's new", releaseDate(graph)),
    keys: () => ["list:releases"],
  }),
  developers: route({
    pattern: "/developers",
    pages: (graph) => one("Developers", releaseDate(graph)),
    keys: () => ["app", "api", "list:doc", "list:releases"],
  }),
  apiReference: route({
    pattern: "/developers/reference",
    pages: (graph) => one("API reference", releaseDate(graph)),
    indexable: false,
    keys: () => ["api"],
  }),
  infoPage: route({
    pattern: "/{slug}",
    pages: (graph) => bySlug(graph.infoPages.values(), (page) => page.updated),
    keys: ({ slug }) => [`info:${slug}`, "titles"],
  }),
  search: route({
    pattern: "/search",
    pages: (graph) => one("Search", releaseDate(graph)),
    markdown: false,
    indexable: false,
    keys: () => ["search"],
  }),
} as const;

/** The name of a kind of page (`guidePage`). */
export type PageName = keyof typeof pageRoutes;

/** Every kind of page, in the table's order. */
export const pageNames = Object.keys(pageRoutes) as PageName[];
