import { integer, oneOf, text } from "../params/declare.js";
import { searchTypes } from "./search-document.js";

/** The default number of results (docs/api.md). */
export const defaultSearchLimit = 10;

/** Query parameters of `searchContent`, declared once (docs/api.md). */
export const searchParams = {
  q: text({
    minLength: 2,
    maxLength: 200,
    required: true,
    example: "calories from 10000 steps",
    description:
      "What to search for, in your own words: 2 to 200 characters, counted as Unicode code points (as JSON Schema counts `minLength` and `maxLength`; an emoji is one) after white space is trimmed from both ends. Typos and an unfinished last word are tolerated.",
  }),
  type: oneOf(searchTypes, {
    description:
      "Only results of this type: guide pages (`doc`), blog articles, calculators or audience pages.",
    // The website's own words for them (/tools, /guide, /blog, /for).
    synonyms: {
      tool: "calculator",
      tools: "calculator",
      guide: "doc",
      page: "doc",
      blog: "article",
      post: "article",
      for: "audience",
    },
  }),
  limit: integer({
    minimum: 1,
    maximum: 50,
    default: defaultSearchLimit,
    description: "How many results to return, best first.",
  }),
};
