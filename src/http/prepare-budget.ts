/** Bytes the answers prepared at start may keep (this site 8 MB; 10x the content 70 MB; 100x, 600 MB). */
export const defaultPrepareBudgetBytes = 128 * 1024 * 1024;

/** The budget of one snapshot's preparation, shared by the API answers and the pages. */
export type PrepareBudget = ReturnType<typeof createPrepareBudget>;

/** A budget of `bytes`. */
export function createPrepareBudget(bytes: number) {
  let spent = 0;
  let deferred = 0;
  return {
    /** Whether there is room for more; a batch already started may go a little past it. */
    get open() {
      return spent < bytes;
    },
    /** Counts bytes kept. */
    spend(more: number) {
      spent += more;
    },
    /** Answers left to be made on request because the budget was spent. */
    get deferred() {
      return deferred;
    },
    /** Counts an answer not prepared. */
    defer() {
      deferred += 1;
    },
  };
}
