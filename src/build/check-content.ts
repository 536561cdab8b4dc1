import { buildGraph } from "../content/build-graph.js";
import type { ContentFiles } from "../content/content-source.js";
import { utcToday } from "../content/future-dates.js";
import { lintMarkdown } from "../content/lint-markdown.js";
import type { ContentGraph } from "../content/types.js";
import { contentRules } from "../content-rules.js";

/**
 * Every problem of a content source (its graph built, its Markdown linted; dates after `today`, UTC, are
 * problems), the graph when there is none, and the files, read once (an edge build bakes exactly these).
 */
export async function checkContent(source: ContentFiles, today: string = utcToday()) {
  const files = await source.read();
  const built = buildGraph(files, { ...contentRules, today });
  const problems = [...(built.ok ? [] : built.problems), ...lintMarkdown(files)];
  return built.ok && problems.length === 0 ? { problems, graph: built.graph, files } : { problems, files };
}

/** One line counting what the content holds. */
export function describeGraph(graph: ContentGraph): string {
  const docs = graph.sections.reduce((sum, section) => sum + section.pages.length, 0);
  return (
    `${graph.releases.length} releases, ${graph.sections.length} guide sections with ${docs} pages, ` +
    `${graph.articles.length} articles, ${graph.audiences.length} audience pages, ${graph.calculatorPages.size} calculator pages, ${graph.infoPages.size} site pages`
  );
}
