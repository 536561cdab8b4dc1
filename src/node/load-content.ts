import { directorySource } from "../build/directory-source.js";
import { loadGraph, memorySource } from "../content/content-source.js";
import type { ContentSource } from "../content/parse-source.js";
import type { ContentGraph } from "../content/types.js";
import { contentRules } from "../content-rules.js";

/** Reads and validates a content folder, or its files already `read`; throws a ContentError listing all. */
export function loadContent(dir: string, read?: readonly ContentSource[]): Promise<ContentGraph> {
  return loadGraph(read ? memorySource(read) : directorySource(dir), contentRules);
}
