import { directorySource } from "../build/directory-source.js";
import { type GraphHandlers, watchGraph } from "../content/content-source.js";
import { contentRules } from "../content-rules.js";

/**
 * Development mode over a content folder: the folder's source, watched, rebuilt and handed over by
 * `watchGraph`. Returns a function that stops watching.
 */
export function watchContent(dir: string, handlers: GraphHandlers, debounceMs = 100): () => void {
  return watchGraph(directorySource(dir), contentRules, handlers, debounceMs);
}
