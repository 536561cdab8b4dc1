/** What admitting a piece of computed work gave: its value, or a refusal because the runtime is full. */
export type Admitted<T> = { readonly ok: true; readonly value: T } | { readonly ok: false };

/** Runs a piece of computed work when the runtime has room, or refuses it (docs/caching-and-load.md). */
export type Admission = <T>(work: () => T | Promise<T>) => Promise<Admitted<T>>;

/** Admits everything at once: runtimes without a gate (an edge isolate, tests in process). */
export const admitAll: Admission = async (work) => ({ ok: true, value: await work() });
