import { articleCategories, guideSectionIds } from "../../content/vocabulary.js";
import { integer, oneOf, slug } from "../../params/declare.js";

/** Query and path parameters of the content endpoints, declared once (docs/api.md). */
export const releaseListParams = {
  limit: integer({
    minimum: 1,
    maximum: 100,
    default: 20,
    description: "How many releases to return, newest first.",
  }),
};

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

export const docListParams = {
  section: oneOf(guideSectionIds, { description: "Only the pages of this guide section." }),
};

export const articleSlugParam = {
  slug: slug({ description: "The article's slug, as in its URL.", example: "how-many-steps-in-a-mile" }),
};

export const docSlugParam = {
  slug: slug({ description: "The guide page's slug, as in its URL.", example: "how-streaks-work" }),
};
