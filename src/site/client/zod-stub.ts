// Browser stand-in for zod. The calculator modules declare zod schemas of their results for the
// OpenAPI document and the tests; the browser only calls `compute`, so the bundle replaces zod
// (450 KB) with this chainable no-op: every property and call returns the same stand-in.
type Chainable = ((...args: unknown[]) => Chainable) & { readonly [key: string]: Chainable };

const handler: ProxyHandler<() => void> = {
  get: (_target, key) => (key === "then" ? undefined : key === Symbol.toPrimitive ? () => "zod" : stub),
  apply: () => stub,
};

const stub = new Proxy(() => {}, handler) as unknown as Chainable;

/** The stand-in for zod's `z` namespace. */
export const z = stub;
