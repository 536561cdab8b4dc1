import { type FSWatcher, watch } from "node:fs";
import { buildGraph } from "../content/build-graph.js";
import { formatProblems } from "../content/problem.js";
import type { ContentGraph } from "../content/types.js";
import { contentRules } from "../content-rules.js";
import { readContentDir } from "./read-content-dir.js";

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
        const result = buildGraph(await readContentDir(dir), contentRules);
        if (result.ok) await handlers.onReload(result.graph);
        else handlers.onError(formatProblems(result.problems));
      } catch (error) {
        handlers.onError(String((error as Error).message));
      }
    });
  };
  const changed = () => {
    clearTimeout(timer);
    timer = setTimeout(rebuild, debounceMs);
  };
  let watcher: FSWatcher | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;
  // A watcher fails when the folder goes away or cannot be read: report it, keep the last good
  // content, and watch again once the folder is back (then rebuild from what is there).
  const start = () => {
    if (stopped) return;
    try {
      watcher = watch(dir, { recursive: true }, changed);
      watcher.on("error", (error) => {
        watcher?.close();
        watcher = undefined;
        handlers.onError(`watching ${dir} failed (${error.message}); keeping the last good content`);
        retry = setTimeout(start, 1000);
      });
      if (retry) changed();
    } catch (error) {
      handlers.onError(`cannot watch ${dir} (${(error as Error).message}); keeping the last good content`);
      retry = setTimeout(start, 1000);
    }
  };
  start();
  return () => {
    stopped = true;
    clearTimeout(timer);
    clearTimeout(retry);
    watcher?.close();
  };
}
