/** What admitting a piece of computed work gave: its value, or a refusal because the runtime is full. */
export type Admitted<T> = { readonly ok: true; readonly value: T } | { readonly ok: false };

/**
 * Runs a piece of computed work (a search, a calculator, an MCP tool call) when the runtime has
 * room for it, or refuses it when its queue is full. The Node edge backs it with its work gate, so
 * work that arrives inside one request (the calls of an MCP batch) waits its turn exactly as the
 * same work sent as separate API requests does; see docs/caching-and-load.md.
 */
export type Admission = <T>(work: () => T) => Promise<Admitted<T>>;

/** Admits everything at once: runtimes without a gate (an edge isolate, tests in process). */
export const admitAll: Admission = async (work) => ({ ok: true, value: work() });
