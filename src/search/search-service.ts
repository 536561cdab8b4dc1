import type { ContentGraph } from "../content/types.js";
import { type IndexFiles, readIndexFiles } from "./indexed-terms.js";
import { searchDocuments } from "./search-document.js";
import { createSearchEngine, pagesInOrder, type SearchEngine } from "./search-engine.js";
import { storedPositions } from "./stored-positions.js";

/** A graph's search index, from the built site's files if they fit (docs/search.md). */
export function searchServiceOf(graph: ContentGraph, files?: IndexFiles): SearchEngine {
  const pages = pagesInOrder(searchDocuments(graph));
  const ids = pages.map((page) => page.id);
  const indexed = files && readIndexFiles(files, graph.version, ids);
  const positions = files?.positions && storedPositions(files.positions, graph.version, ids);
  return createSearchEngine(pages, indexed, positions);
}
