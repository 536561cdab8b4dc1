/** What admitting a piece of computed work gave: its value, or a refusal because the runtime is full. */
export type Admitted<T> = { readonly ok: true; readonly value: T } | { readonly ok: false };

/**
 * Runs a piece of computed work (an MCP request's calls) when the runtime has room for it, or
 * refuses it when its queue is full. The Node edge backs it with its work gate, so work that a
 * request computes after the listener has handed it on waits its turn in the same queue as the
 * API's computed answers, and is shed the same way; see docs/caching-and-load.md.
 */
export type Admission = <T>(work: () => T | Promise<T>) => Promise<Admitted<T>>;

/** Admits everything at once: runtimes without a gate (an edge isolate, tests in process). */
export const admitAll: Admission = async (work) => ({ ok: true, value: await work() });
