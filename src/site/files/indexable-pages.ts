import type { ContentGraph } from "../../content/types.js";
import { newestDate } from "../format.js";

/** A page search engines should index, with the date its content last changed. */
export interface IndexablePage {
  readonly path: string;
  readonly lastmod: string;
}

/**
 * Every indexable page of the site (decisions.md section 3): the fixed pages and every guide page,
 * article, calculator page and audience page; not the `.md` variants and not /search. Each date
 * comes from the content the page shows.
 */
export function indexablePages(graph: ContentGraph): readonly IndexablePage[] {
  const docs = [...graph.docs.values()].map((page) => ({
    path: `/guide/${page.slug}`,
    lastmod: page.updated,
  }));
  const articles = graph.articles.map((article) => ({
    path: `/blog/${article.slug}`,
    lastmod: article.updatedAt ?? article.publishedAt,
  }));
  const tools = [...graph.calculatorPages.values()].map((page) => ({
    path: `/tools/${page.slug}`,
    lastmod: page.updated,
  }));
  const audiences = graph.audiences.map((page) => ({ path: `/for/${page.slug}`, lastmod: page.updated }));
  const releases = graph.releases.map((release) => release.date);
  const newest = (pages: readonly IndexablePage[], ...more: string[]) =>
    newestDate([...pages.map((page) => page.lastmod), ...more]);
  const everything = [...docs, ...articles, ...tools, ...audiences];
  return [
    { path: "/", lastmod: newest(everything, ...releases) },
    { path: "/guide", lastmod: newest(docs) },
    ...docs,
    { path: "/blog", lastmod: newest(articles) },
    ...articles,
    { path: "/tools", lastmod: newest(tools) },
    ...tools,
    ...audiences,
    { path: "/whats-new", lastmod: newestDate(releases) },
    { path: "/developers", lastmod: newestDate(releases) },
  ];
}
