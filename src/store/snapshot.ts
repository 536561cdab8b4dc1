import type { ContentGraph } from "../content/types.js";
import type { SearchEngine } from "../search/search-engine.js";

/** What a snapshot derives from its graph. */
export interface SnapshotServices {
  /** The search index of the snapshot's content. */
  readonly search: SearchEngine;
}

/** One consistent view of the content: the graph and everything derived from it. */
export interface Snapshot {
  readonly graph: ContentGraph;
  readonly services: SnapshotServices;
  /** Increases on every successful reload; part of cache keys. */
  readonly generation: number;
}

/** Where handlers read the current snapshot; a reload swaps it atomically (one reference). */
export interface ContentStore {
  current(): Snapshot;
}
