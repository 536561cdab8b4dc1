import { calculators } from "../calculators/registry.js";
import { buildGraph } from "../content/build-graph.js";
import { ContentError } from "../content/problem.js";
import type { ContentGraph } from "../content/types.js";
import { readContentDir } from "./read-content-dir.js";

/** Slugs of the calculators the code implements. */
export const calculatorSlugs: readonly string[] = calculators.map((calculator) => calculator.slug);

/** Reads and validates the content folder; throws a ContentError listing every problem. */
export async function loadContent(dir: string): Promise<ContentGraph> {
  const sources = await readContentDir(dir);
  const result = buildGraph(sources, { calculatorSlugs });
  if (!result.ok) throw new ContentError(result.problems);
  return result.graph;
}
