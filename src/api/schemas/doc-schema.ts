import { z } from "zod";
import { guideSectionIds } from "../../content/vocabulary.js";
import { component, uriString } from "./registry.js";

const docSummaryShape = {
  slug: z.string(),
  title: z.string(),
  url: uriString().describe("The guide page on the website."),
  section: z.string().nullable().optional().describe("Title of the page's section."),
  sectionId: z.enum(guideSectionIds).nullable().optional(),
  summary: z.string().optional(),
  description: z.string().optional(),
  markdownUrl: uriString().optional().describe("The same page as Markdown."),
};

/** A guide page in lists (docs/api.md). */
export const docSummarySchema = component("DocSummary", z.object(docSummaryShape));

/** The guide grouped by section (docs/api.md). */
export const docListSchema = component(
  "DocList",
  z.object({
    sections: z.array(
      z.object({
        id: z.enum(guideSectionIds),
        title: z.string(),
        summary: z.string().optional(),
        pages: z.array(docSummarySchema),
      }),
    ),
    total: z.number().int().min(0).describe("Guide pages matching the filter."),
    count: z.number().int().min(0).optional().describe("Guide pages in this response."),
  }),
);

/** A full guide page (docs/api.md). */
export const docPageSchema = component(
  "DocPage",
  z.object({
    ...docSummaryShape,
    content: z.string().describe("The complete page body as Markdown, links absolute."),
    contentFormat: z.literal("text/markdown").optional(),
    lede: z.string().optional().describe("The first paragraph, as plain text."),
    headings: z
      .array(
        z.object({
          level: z
            .number()
            .int()
            .min(2)
            .max(3)
            .describe("2 for `##`, 3 for `###` (an integer, as the specification types it)."),
          text: z.string(),
        }),
      )
      .optional()
      .describe("The `##` and `###` headings of `content`, in order."),
    related: z.array(uriString()).optional().describe("Related pages."),
  }),
);
