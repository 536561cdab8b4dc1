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

/**
 * Builds the search index once per content snapshot. Given the built site's index files, the first
 * snapshot reads its index from them when they were written for its content and pages, and indexes
 * otherwise (docs/search.md), and so for the pages' word positions; the files are let go after
 * that first snapshot.
 */
export function searchServiceFactory(indexFiles?: IndexFiles): ServiceFactory {
  let files = indexFiles;
  return (graph) => {
    const pages = pagesInOrder(searchDocuments(graph));
    const given = files;
    files = undefined;
    const ids = pages.map((page) => page.id);
    const indexed = given && readIndexFiles(given, graph.version, ids);
    const positions = given?.positions && storedPositions(given.positions, graph.version, ids);
    return { search: createSearchEngine(pages, undefined, indexed, positions) };
  };
}
