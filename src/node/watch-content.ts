import { directorySource } from "../build/directory-source.js";
import { type GraphHandlers, watchGraph } from "../content/content-source.js";
import { contentRules } from "../content-rules.js";

/** Watches a content folder in development, rebuilding its graph on change; returns a function that stops. */
export function watchContent(dir: string, handlers: GraphHandlers, debounceMs = 100): () => void {
  return watchGraph(directorySource(dir), contentRules, handlers, debounceMs);
}
