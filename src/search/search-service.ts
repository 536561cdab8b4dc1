import type { ServiceFactory } from "../store/snapshot.js";
import { type IndexFiles, readIndexFiles } from "./indexed-terms.js";
import { searchDocuments } from "./search-document.js";
import { createSearchEngine, pagesInOrder, type SearchEngine } from "./search-engine.js";

declare module "../store/snapshot.js" {
  interface SnapshotServices {
    /** The search index of the snapshot's content. */
    readonly search: SearchEngine;
  }
}

/**
 * Builds the search index once per content snapshot. Given the built site's index files, the first
 * snapshot reads its index from them when they were written for its content and pages, and indexes
 * otherwise (docs/search.md); the files are let go after that first snapshot.
 */
export function searchServiceFactory(indexFiles?: IndexFiles): ServiceFactory {
  let files = indexFiles;
  return (graph) => {
    const pages = pagesInOrder(searchDocuments(graph));
    const given = files;
    files = undefined;
    const indexed =
      given &&
      readIndexFiles(
        given,
        graph.version,
        pages.map((page) => page.id),
      );
    return { search: createSearchEngine(pages, undefined, indexed) };
  };
}
