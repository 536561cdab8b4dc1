import { buildGraph } from "../content/build-graph.js";
import { lintMarkdown } from "../content/lint-markdown.js";
import type { ContentProblem } from "../content/problem.js";
import type { ContentGraph } from "../content/types.js";
import { contentRules } from "../content-rules.js";
import { readContentDir } from "./read-content-dir.js";

/** The outcome of `npm run content:check`: every problem, and the graph when there is none. */
export interface ContentCheck {
  readonly problems: readonly ContentProblem[];
  readonly graph?: ContentGraph;
}

/** Builds the graph and lints the Markdown of a content folder, collecting every problem. */
export async function checkContent(dir: string): Promise<ContentCheck> {
  const sources = await readContentDir(dir);
  const built = buildGraph(sources, contentRules);
  const problems = [...(built.ok ? [] : built.problems), ...lintMarkdown(sources)];
  return built.ok && problems.length === 0 ? { problems, graph: built.graph } : { problems };
}

/** One line counting what the content holds. */
export function describeGraph(graph: ContentGraph): string {
  const docs = graph.sections.reduce((sum, section) => sum + section.pages.length, 0);
  return (
    `${graph.releases.length} releases, ${graph.sections.length} guide sections with ${docs} pages, ` +
    `${graph.articles.length} articles, ${graph.audiences.length} audience pages, ${graph.calculatorPages.size} calculator pages`
  );
}
