import { z } from "zod";
import { articleCategories } from "../../content/vocabulary.js";
import { component, dateString, uriString } from "./registry.js";

const articleShape = {
  slug: z.string(),
  title: z.string(),
  url: uriString().describe("The article's web page."),
  summary: z.string().optional(),
  category: z.enum(articleCategories).optional(),
  publishedAt: dateString().optional(),
  updatedAt: dateString().optional().describe("Present when the article was updated after publication."),
  markdownUrl: uriString().optional().describe("The same article as Markdown."),
};

/** One article (docs/api.md), as lists carry it. */
export const articleSchema = component("Article", z.object(articleShape));

/** One article with its body as Markdown, as `getArticle` answers it (as `getDoc` gives a guide page's). */
export const articlePageSchema = component(
  "ArticlePage",
  z.object({
    ...articleShape,
    content: z.string().describe("The complete article body as Markdown, links absolute."),
    contentFormat: z.literal("text/markdown").optional(),
  }),
);

/** A page of articles (docs/api.md). */
export const articleListSchema = component(
  "ArticleList",
  z.object({
    articles: z.array(articleSchema).describe("Newest first."),
    total: z.number().int().min(0).describe("Articles matching the filters, before paging."),
    count: z.number().int().min(0).optional().describe("Articles in this response."),
    offset: z.number().int().min(0).optional(),
    limit: z.number().int().min(1).optional(),
    categories: z
      .array(z.enum(articleCategories))
      .optional()
      .describe("All six categories, in the specification's order."),
  }),
);
