import type { z } from "zod";
import type { ArticlePage } from "../../content/types.js";
import type { SiteUrls } from "../../routes/site-urls.js";
import type { articlePageSchema, articleSchema } from "../schemas/article-schema.js";
import { absoluteBody } from "./present-doc.js";

/** The Article resource. */
export function presentArticle(article: ArticlePage, urls: SiteUrls): z.infer<typeof articleSchema> {
  const url = urls.article(article.slug);
  return {
    slug: article.slug,
    title: article.title,
    url,
    summary: article.summary,
    category: article.category as z.infer<typeof articleSchema>["category"],
    publishedAt: article.publishedAt,
    ...(article.updatedAt === undefined ? {} : { updatedAt: article.updatedAt }),
    markdownUrl: urls.markdown(url),
  };
}

/** The Article resource with the article's body as Markdown (`getArticle`). */
export function presentArticlePage(article: ArticlePage, urls: SiteUrls): z.infer<typeof articlePageSchema> {
  return {
    ...presentArticle(article, urls),
    content: absoluteBody(article, urls),
    contentFormat: "text/markdown",
  };
}
