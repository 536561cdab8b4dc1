import { type BuildOptions, buildGraph } from "./build-graph.js";
import type { ContentSource } from "./parse-source.js";
import { ContentError } from "./problem.js";
import type { ContentGraph } from "./types.js";

/** Where loading, watching and checking read content: a folder on Node, or memory (docs/artifact.md). */
export interface ContentFiles {
  /** Every content file, with its path relative to the content folder. */
  read(): Promise<readonly ContentSource[]>;
  /** Calls `onChange` on a change and `onError` on a failure (and keeps trying); returns a stop function. */
  watch?(onChange: () => void, onError: (message: string) => void): () => void;
}

/** Content files given in memory (the Worker reads them from its static assets): never changing. */
export function memorySource(files: readonly ContentSource[]): ContentFiles {
  return { read: async () => files };
}

/** Reads a source and builds its graph; throws a ContentError listing every problem. */
export async function loadGraph(source: ContentFiles, rules: BuildOptions): Promise<ContentGraph> {
  const result = buildGraph(await source.read(), rules);
  if (!result.ok) throw new ContentError(result.problems);
  return result.graph;
}

/** What watching a source hands over. */
export interface GraphHandlers {
  /** A new valid graph, to swap in atomically. */
  onReload(graph: ContentGraph): void | Promise<void>;
  /** The edit broke the content, or watching failed; the last good content stays live. */
  onError(message: string): void;
}

/** Rebuilds the graph when the source's files change (debounced, one at a time); returns a stop function. */
export function watchGraph(
  source: ContentFiles,
  rules: BuildOptions,
  handlers: GraphHandlers,
  debounceMs = 100,
): () => void {
  if (!source.watch) return () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = Promise.resolve();
  const rebuild = () => {
    running = running.then(async () => {
      try {
        await handlers.onReload(await loadGraph(source, rules));
      } catch (error) {
        handlers.onError(String((error as Error).message));
      }
    });
  };
  const stop = source.watch(() => {
    clearTimeout(timer);
    timer = setTimeout(rebuild, debounceMs);
  }, handlers.onError);
  return () => {
    clearTimeout(timer);
    stop();
  };
}
