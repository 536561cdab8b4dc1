import type { ServiceFactory } from "../store/snapshot.js";
import { type IndexFiles, readIndexFiles } from "./indexed-terms.js";
import { searchDocuments } from "./search-document.js";
import { createSearchEngine, pagesInOrder, type SearchEngine } from "./search-engine.js";
import { storedPositions } from "./stored-positions.js";

declare module "../store/snapshot.js" {
  interface SnapshotServices {
    /** The search index of the snapshot's content. */
    readonly search: SearchEngine;
  }
}

/** Builds a snapshot's search index, the first from the built site's files if they fit (docs/search.md). */
export function searchServiceFactory(indexFiles?: IndexFiles): ServiceFactory {
  let files = indexFiles;
  return (graph) => {
    const pages = pagesInOrder(searchDocuments(graph));
    const given = files;
    files = undefined;
    const ids = pages.map((page) => page.id);
    const indexed = given && readIndexFiles(given, graph.version, ids);
    const positions = given?.positions && storedPositions(given.positions, graph.version, ids);
    return { search: createSearchEngine(pages, indexed, positions) };
  };
}
