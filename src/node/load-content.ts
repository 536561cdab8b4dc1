import { directorySource } from "../build/directory-source.js";
import { loadGraph, memorySource } from "../content/content-source.js";
import type { ContentSource } from "../content/parse-source.js";
import type { ContentGraph } from "../content/types.js";
import { contentRules } from "../content-rules.js";

/** The next turn of Node's event loop, after the I/O it has polled (answering prepared requests). */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Reads and validates a content folder (or its files, already `read`); throws a ContentError
 * listing every problem. It is parsed in turns, so that a server answering from its built site
 * goes on answering meanwhile.
 */
export function loadContent(dir: string, read?: readonly ContentSource[]): Promise<ContentGraph> {
  return loadGraph(read ? memorySource(read) : directorySource(dir), contentRules, nextTurn);
}
