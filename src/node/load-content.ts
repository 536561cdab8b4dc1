import { directorySource } from "../build/directory-source.js";
import { loadGraph } from "../content/content-source.js";
import type { ContentGraph } from "../content/types.js";
import { contentRules } from "../content-rules.js";

/** Reads and validates a content folder; throws a ContentError listing every problem. */
export function loadContent(dir: string): Promise<ContentGraph> {
  return loadGraph(directorySource(dir), contentRules);
}
