/** Bytes the answers prepared at start may keep (this site 8 MB; 10x the content 70 MB; 100x, 600 MB). */
export const defaultPrepareBudgetBytes = 128 * 1024 * 1024;

/** The budget of one snapshot's preparation, shared by the API answers and the pages. */
export interface PrepareBudget {
  /** Whether there is room for more; a batch already started may go a little past it. */
  readonly open: boolean;
  /** Counts bytes kept. */
  spend(bytes: number): void;
  /** Answers left to be made on request because the budget was spent. */
  readonly deferred: number;
  /** Counts an answer not prepared. */
  defer(): void;
}

/** A budget of `bytes`. */
export function createPrepareBudget(bytes: number): PrepareBudget {
  let spent = 0;
  let deferred = 0;
  return {
    get open() {
      return spent < bytes;
    },
    spend(more) {
      spent += more;
    },
    get deferred() {
      return deferred;
    },
    defer() {
      deferred += 1;
    },
  };
}
