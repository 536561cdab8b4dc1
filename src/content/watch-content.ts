import { watch } from "node:fs";
import { buildGraph } from "./build-graph.js";
import { calculatorSlugs } from "./load-content.js";
import { formatProblems } from "./problem.js";
import { readContentDir } from "./read-content-dir.js";
import type { ContentGraph } from "./types.js";

/** Callbacks of the content watcher. */
export interface WatchHandlers {
  /** A new valid graph, to swap in atomically. */
  onReload(graph: ContentGraph): void | Promise<void>;
  /** The edit broke the content; the last good content stays live. */
  onError(message: string): void;
}

/**
 * Development mode: rebuilds the graph when a content file changes (debounced) and hands over
 * either the new graph or the problems. Returns a function that stops watching.
 */
export function watchContent(dir: string, handlers: WatchHandlers, debounceMs = 100): () => void {
  let timer: NodeJS.Timeout | undefined;
  let running = Promise.resolve();
  const rebuild = () => {
    running = running.then(async () => {
      try {
        const result = buildGraph(await readContentDir(dir), { calculatorSlugs });
        if (result.ok) await handlers.onReload(result.graph);
        else handlers.onError(formatProblems(result.problems));
      } catch (error) {
        handlers.onError(String((error as Error).message));
      }
    });
  };
  const watcher = watch(dir, { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(rebuild, debounceMs);
  });
  return () => {
    clearTimeout(timer);
    watcher.close();
  };
}
