import { findCalculator } from "../calculators/registry.js";
import type { BodySection } from "../content/body-text.js";
import type { ContentGraph, Page } from "../content/types.js";

/** The kinds of page search covers, in the order of docs/search.md. */
export const searchTypes = ["article", "doc", "calculator", "audience"] as const;

/** One kind of searchable page. */
export type SearchType = (typeof searchTypes)[number];

/** A page as the index sees it: its identity, what results show, and the text of each field. */
export interface SearchDocument extends Pick<Page, "slug" | "title" | "summary"> {
  /** `{type}:{slug}`: unique, and the tie-breaker between equal scores. */
  readonly id: string;
  readonly type: SearchType;
  /** The level 2 and 3 headings, one per line. */
  readonly headings: string;
  /** The body as plain text, read when called: the built site's graph keeps it on disk (docs/artifact.md). */
  readonly body: () => string;
  /** The body's level 2 and 3 sections: heading, anchor and where their text is in `body`. */
  readonly sections: readonly BodySection[];
  /** The guide section of a guide page (`troubleshooting`); absent for other pages. */
  readonly section?: string;
}

function documentOf(type: SearchType, page: Page, extraBody = "", section?: string): SearchDocument {
  return {
    id: `${type}:${page.slug}`,
    type,
    slug: page.slug,
    title: page.title,
    summary: page.summary,
    headings: page.headings
      .filter((heading) => heading.text.toLowerCase() !== "related")
      .map((heading) => heading.text)
      .join("\n"),
    body: () => `${page.plain.text}${extraBody}`,
    sections: page.plain.sections,
    section,
  };
}

/** Every searchable page: guides, articles, calculator pages (with description and formula), audiences. */
export function searchDocuments(graph: ContentGraph): SearchDocument[] {
  return [
    ...graph.articles.map((page) => documentOf("article", page)),
    ...[...graph.docs.values()].map((page) => documentOf("doc", page, "", page.sectionId)),
    // The graph keeps a calculator page only for a slug of the registry (`assembleGraph`), in its order.
    ...[...graph.calculatorPages.values()].map((page) => {
      const { description, method } = findCalculator(page.slug)!;
      return documentOf("calculator", page, `\n${description}\n${method}`);
    }),
    ...graph.audiences.map((page) => documentOf("audience", page)),
  ];
}
