import { articleCategories, guideSectionIds } from "../../content/vocabulary.js";
import { integer, oneOf, slug } from "../../params/declare.js";

/** Query parameters of `listReleases` (docs/api.md). */
export const releaseListParams = {
  limit: integer({
    minimum: 1,
    maximum: 100,
    default: 20,
    description: "How many releases to return, newest first.",
  }),
};

/** Query parameters of `listArticles` (docs/api.md). */
export const articleListParams = {
  category: oneOf(articleCategories, { description: "Only articles of this category (exact case)." }),
  limit: integer({ minimum: 1, maximum: 100, default: 20, description: "How many articles to return." }),
  offset: integer({
    minimum: 0,
    maximum: 1000,
    default: 0,
    description: "How many articles to skip, for paging.",
  }),
};

/** Query parameters of `listDocs` (docs/api.md). */
export const docListParams = {
  section: oneOf(guideSectionIds, { description: "Only the pages of this guide section." }),
};

/** The path parameter of `getArticle`. */
export const articleSlugParam = {
  slug: slug({ description: "The article's slug, as in its URL.", example: "how-many-steps-in-a-mile" }),
};

/** The path parameter of `getDoc`. */
export const docSlugParam = {
  slug: slug({ description: "The guide page's slug, as in its URL.", example: "how-streaks-work" }),
};
