/**
 * How many bytes the answers prepared at start may keep (bodies and their compressed variants, as
 * `representationBytes` counts them): the fixed pages, site files and lists always, each content
 * item's page and API answer while the budget lasts. This site prepares about 8 MB; a site ten times larger about
 * 70 MB. Past the budget, the rest is made on a page's first request and kept in bounded caches,
 * so memory stops growing with the content (a site a hundred times larger prepared about 600 MB).
 */
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
