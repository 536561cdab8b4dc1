import { z } from "zod";
import { searchTypes } from "../../search/search-document.js";
import { searchTuning } from "../../search/search-tuning.js";
import { component, uriString } from "./registry.js";

const { boost, clearWin } = searchTuning;

/** A passage of a page with the matched words' positions. */
const excerptSchema = component(
  "SearchExcerpt",
  z.object({
    text: z
      .string()
      .describe(
        "About 180 characters of the page, plain text, around its best match (the summary when only the title matched); … where it was cut.",
      ),
    matches: z
      .array(z.array(z.number().int().min(0)).length(2))
      .describe(
        "Each matched word of `text` as [start, end): UTF-16 offsets, as JavaScript's `slice` takes them; stems, corrected typos and completions included, negations (not, isn't) left out.",
      ),
  }),
);

/** One search result (docs/search.md). */
export const searchResultSchema = component(
  "SearchResult",
  z.object({
    type: z.enum(searchTypes),
    title: z.string(),
    url: uriString().describe("The page on the website."),
    summary: z.string().optional().describe("One sentence about the page."),
    score: z
      .number()
      .min(0)
      .optional()
      .describe(
        `Relevance, higher is more relevant; only comparable within one response. BM25+ over title, headings, summary and body (weighted ${boost.title}, ${boost.headings}, ${boost.summary}, ${boost.body}), lower for typo, prefix and synonym matches, times a page-type prior, times the number of query words matched, times ${searchTuning.exactTitle} for a page whose whole title is the query and ${searchTuning.exactHeading} for the one page with a section heading of four words or more that is the query; rounded to 6 places.`,
      ),
    excerpt: excerptSchema
      .optional()
      .describe("Where the page matches, for showing the result with its matched words marked."),
    sections: z
      .array(
        z.object({
          title: z.string().describe("The heading of the section."),
          url: uriString().describe("The page's URL with the section's anchor."),
          excerpt: excerptSchema,
        }),
      )
      .optional()
      .describe(
        "The page's sections that match best, at most three, best first: by the matched words each holds, each weighed by its rarity among the pages, a word as typed twice one the search added (a synonym, a completion, a correction), twice again when the section's heading holds it, and half as much again for a problem's heading when the query reads as a problem; then by order on the page. Empty when only the title or summary matched.",
      ),
  }),
);

/** The first result when it clearly wins, as an answer to show above the list (docs/search.md). */
const bestAnswerSchema = component(
  "SearchBestAnswer",
  z.object({
    type: z.enum(searchTypes),
    title: z.string().describe("The page's title."),
    url: uriString().describe("The page on the website."),
    section: z
      .object({
        title: z.string().describe("The heading of the section that matches best."),
        url: uriString().describe("The page's URL with the section's anchor: where the answer is."),
      })
      .optional()
      .describe("The section that matches best; absent when only the page's title or summary matched."),
    excerpt: excerptSchema.describe("The best-matching section's excerpt, else the page's."),
  }),
);

/** Ranked search results (docs/api.md). */
export const searchResultsSchema = component(
  "SearchResults",
  z.object({
    query: z.string().describe("The query as searched: `q` trimmed."),
    correctedQuery: z
      .string()
      .optional()
      .describe(
        'Present when a word of the query is unknown to the pages and was read as another ("did you mean"): the query with each such word replaced, e.g. `streak freze` -> `streak freeze`.',
      ),
    results: z
      .array(searchResultSchema)
      .describe("Highest score first; equal scores in a fixed order, so a query always answers the same."),
    total: z
      .number()
      .int()
      .min(0)
      .optional()
      .describe("All pages matching the query and `type`, before `limit`."),
    count: z.number().int().min(0).optional().describe("Results in this response."),
    limit: z.number().int().min(1).optional(),
    types: z
      .array(z.enum(searchTypes))
      .optional()
      .describe("The types searched: the `type` given, else all four."),
    bestAnswer: bestAnswerSchema
      .optional()
      .describe(
        `Present when the first result clearly wins (its score at least ${clearWin} times the second's, or the only result): that page and the section of it that answers best, to show above the list. Absent when the ranking is close.`,
      ),
  }),
);
