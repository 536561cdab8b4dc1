import { articleCategories } from "../../content/vocabulary.js";
import { defineOperation, noPathParams } from "../operation.js";
import { presentApp } from "../resources/present-app.js";
import { presentArticle, presentArticlePage } from "../resources/present-article.js";
import { presentDocPage, presentDocSummary } from "../resources/present-doc.js";
import { releaseList } from "../resources/present-release.js";
import { appSchema, releaseListSchema } from "../schemas/app-schema.js";
import { articleListSchema, articlePageSchema } from "../schemas/article-schema.js";
import { docListSchema, docPageSchema } from "../schemas/doc-schema.js";
import {
  articleListParams,
  articleSlugParam,
  docListParams,
  docSlugParam,
  releaseListParams,
} from "./content-params.js";
import { slugNotFound } from "./not-found.js";

/** `getApp`: the app's facts. */
export const getApp = defineOperation({
  operationId: "getApp",
  cacheKeys: () => ["app", "list:releases"],
  prepare: noPathParams,
  path: "/api/v1/app",
  summary: "App facts",
  description:
    "Description, platforms, pricing, rating, features, the latest release and developer details of Stepzy.",
  tag: "Content",
  response: appSchema,
  handle: ({ context }) => presentApp(context.graph.app, context.graph.releases[0], context.urls),
});

/** `listReleases`: the release history, newest first. */
export const listReleases = defineOperation({
  operationId: "listReleases",
  cacheKeys: () => ["list:releases"],
  prepare: noPathParams,
  path: "/api/v1/releases",
  summary: "Release history",
  description:
    "Every release of the app, newest first: version, date, headline and highlights. The same history as /whats-new.json.",
  tag: "Content",
  query: releaseListParams,
  response: releaseListSchema,
  example: "limit=3",
  errorStatuses: [404],
  handle: ({ query, context }) => releaseList(context.graph, context.urls, query.limit),
});

/** `listArticles`: blog articles, newest first, filtered and paged. */
export const listArticles = defineOperation({
  operationId: "listArticles",
  cacheKeys: () => ["list:article"],
  prepare: noPathParams,
  path: "/api/v1/articles",
  summary: "Blog articles",
  description:
    "Blog articles about walking and step counts, newest first. `total` counts the articles matching `category` before paging; `count` those in this response.",
  tag: "Content",
  query: articleListParams,
  response: articleListSchema,
  example: "category=Health&limit=5&offset=5",
  errorStatuses: [404],
  handle: ({ query, context }) => {
    const matching = context.graph.articles.filter(
      (article) => query.category === undefined || article.category === query.category,
    );
    const page = matching
      .slice(query.offset, query.offset + query.limit)
      .map((article) => presentArticle(article, context.urls));
    return {
      articles: page,
      total: matching.length,
      count: page.length,
      offset: query.offset,
      limit: query.limit,
      categories: [...articleCategories],
    };
  },
});

/** `getArticle`: one article. */
export const getArticle = defineOperation({
  operationId: "getArticle",
  cacheKeys: ({ slug }) => [`article:${slug}`],
  prepare: (graph) => [...graph.articleBySlug.keys()].map((slug) => ({ slug })),
  path: "/api/v1/articles/{slug}",
  summary: "One article",
  description:
    "One blog article by slug, with its complete body as Markdown in `content` (links absolute), as `getDoc` gives a guide page. The same text is at `markdownUrl`.",
  tag: "Content",
  pathParams: articleSlugParam,
  response: articlePageSchema,
  errorStatuses: [404],
  handle: ({ path, context }) => {
    const article = context.graph.articleBySlug.get(path.slug);
    if (!article)
      throw slugNotFound("article", path.slug, context.graph.articleBySlug.keys(), "/api/v1/articles");
    return presentArticlePage(article, context.urls);
  },
});

/** `listDocs`: the user guide grouped by section. */
export const listDocs = defineOperation({
  operationId: "listDocs",
  cacheKeys: () => ["list:doc"],
  prepare: noPathParams,
  path: "/api/v1/docs",
  summary: "User guide",
  description:
    "The user guide's pages grouped by its 12 sections, in reading order. With `section`, only that section.",
  tag: "Content",
  query: docListParams,
  response: docListSchema,
  example: "section=streaks",
  errorStatuses: [404],
  handle: ({ query, context }) => {
    const { graph, urls } = context;
    const sections = graph.sections
      .filter((section) => query.section === undefined || section.id === query.section)
      .map((section) => ({
        id: section.id as typeof query.section & string,
        title: section.title,
        summary: section.summary,
        pages: section.pages.map((page) => presentDocSummary(page, graph, urls)),
      }));
    const total = sections.reduce((sum, section) => sum + section.pages.length, 0);
    return { sections, total, count: total };
  },
});

/** `getDoc`: one guide page with its full Markdown body; the authoritative description of a feature. */
export const getDoc = defineOperation({
  operationId: "getDoc",
  cacheKeys: ({ slug }) => [`doc:${slug}`],
  prepare: (graph) => [...graph.docs.keys()].map((slug) => ({ slug })),
  path: "/api/v1/docs/{slug}",
  summary: "One guide page",
  description:
    "One user-guide page with its complete body as Markdown in `content` (links absolute), its headings, lede and related pages. The authoritative description of how an app feature behaves.",
  tag: "Content",
  pathParams: docSlugParam,
  response: docPageSchema,
  errorStatuses: [404],
  handle: ({ path, context }) => {
    const page = context.graph.docs.get(path.slug);
    if (!page) throw slugNotFound("guide page", path.slug, context.graph.docs.keys(), "/api/v1/docs");
    return presentDocPage(page, context.graph, context.urls);
  },
});
