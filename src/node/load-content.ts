import { buildGraph } from "../content/build-graph.js";
import { ContentError } from "../content/problem.js";
import type { ContentGraph } from "../content/types.js";
import { contentRules } from "../content-rules.js";
import { readContentDir } from "./read-content-dir.js";

/** Reads and validates the content folder; throws a ContentError listing every problem. */
export async function loadContent(dir: string): Promise<ContentGraph> {
  const sources = await readContentDir(dir);
  const result = buildGraph(sources, contentRules);
  if (!result.ok) throw new ContentError(result.problems);
  return result.graph;
}
