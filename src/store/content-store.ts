import type { Snapshot } from "./snapshot.js";

/** Where handlers read the current snapshot; a reload swaps it atomically (one reference). */
export interface ContentStore {
  current(): Snapshot;
}

/** A store whose snapshot can be replaced as a whole. */
export interface MutableContentStore extends ContentStore {
  replace(next: Snapshot): void;
}

/** Creates a store holding one snapshot at a time. */
export function createContentStore(initial: Snapshot): MutableContentStore {
  let snapshot = initial;
  return {
    current: () => snapshot,
    replace: (next) => {
      snapshot = next;
    },
  };
}
