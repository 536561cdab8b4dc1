import type { ServiceFactory } from "../store/snapshot.js";
import { searchDocuments } from "./search-document.js";
import { createSearchEngine, type SearchEngine } from "./search-engine.js";

declare module "../store/snapshot.js" {
  interface SnapshotServices {
    /** The search index of the snapshot's content. */
    readonly search: SearchEngine;
  }
}

/** Builds the search index once per content snapshot. */
export const searchServiceFactory: ServiceFactory = (graph) => ({
  search: createSearchEngine(searchDocuments(graph)),
});
