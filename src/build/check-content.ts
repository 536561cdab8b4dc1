import { buildGraph } from "../content/build-graph.js";
import type { ContentFiles } from "../content/content-source.js";
import { utcToday } from "../content/future-dates.js";
import { lintMarkdown } from "../content/lint-markdown.js";
import type { ContentSource } from "../content/parse-source.js";
import type { ContentProblem } from "../content/problem.js";
import type { ContentGraph } from "../content/types.js";
import { contentRules } from "../content-rules.js";

/** The outcome of `npm run content:check`: every problem, the graph when there is none, the files. */
export interface ContentCheck {
  readonly problems: readonly ContentProblem[];
  readonly graph?: ContentGraph;
  /** The files checked, read once (an edge build bakes exactly these). */
  readonly files: readonly ContentSource[];
}

/** Builds the graph and lints the Markdown of a content source; dates after `today` (UTC) are problems. */
export async function checkContent(source: ContentFiles, today: string = utcToday()): Promise<ContentCheck> {
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
