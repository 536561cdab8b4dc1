import type { z } from "zod";
import type { ContentGraph, GuidePage } from "../../content/types.js";
import type { GuideSectionId } from "../../content/vocabulary.js";
import { absolutizeMarkdownLinks } from "../../routes/absolute-links.js";
import type { SiteUrls } from "../../routes/site-urls.js";
import type { docPageSchema, docSummarySchema } from "../schemas/doc-schema.js";

/** The DocSummary resource. */
export function presentDocSummary(
  page: GuidePage,
  graph: ContentGraph,
  urls: SiteUrls,
): z.infer<typeof docSummarySchema> {
  const url = urls.doc(page.slug);
  const section = graph.sections.find((candidate) => candidate.id === page.sectionId);
  return {
    slug: page.slug,
    title: page.title,
    url,
    section: section?.title ?? null,
    sectionId: page.sectionId as GuideSectionId,
    summary: page.summary,
    description: page.description,
    markdownUrl: urls.markdown(url),
  };
}

/** The Markdown body of a page with every site link made absolute: `getDoc.content` and the `.md` body. */
export function absoluteBody(page: { readonly body: string }, urls: SiteUrls): string {
  return absolutizeMarkdownLinks(page.body, urls.absolute);
}

/** The DocPage resource: the summary plus the complete Markdown body. */
export function presentDocPage(
  page: GuidePage,
  graph: ContentGraph,
  urls: SiteUrls,
): z.infer<typeof docPageSchema> {
  return {
    ...presentDocSummary(page, graph, urls),
    content: absoluteBody(page, urls),
    contentFormat: "text/markdown",
    lede: page.lede,
    headings: page.headings.map((heading) => ({ level: heading.level, text: heading.text })),
    related: page.related.map((path) => urls.absolute(path)),
  };
}
