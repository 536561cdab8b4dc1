import type { Snapshot } from "./snapshot.js";

/** Where handlers read the current snapshot; a reload swaps it atomically (one reference). */
export interface ContentStore {
  current(): Snapshot;
}

/** Creates a store holding one snapshot at a time, replaced as a whole. */
export function createContentStore(initial: Snapshot) {
  let snapshot = initial;
  return {
    current: () => snapshot,
    replace: (next: Snapshot) => {
      snapshot = next;
    },
  };
}
