/** Bytes the answers prepared at start may keep (this site 8 MB; 10x the content 70 MB; 100x, 600 MB). */
export const defaultPrepareBudgetBytes = 128 * 1024 * 1024;

/** One snapshot's preparation budget, shared by the API answers and the pages: bytes left (a batch already
 * started may go a little past them) and the answers left to be made on request once they were spent. */
export interface PrepareBudget {
  left: number;
  deferred: number;
}
