// The calculators' zod schemas serve the OpenAPI document and tests, and the browser only calls `compute`,
// so the bundle swaps zod (450 KB) for this no-op, whose every property and call returns itself.
type Chainable = ((...args: unknown[]) => Chainable) & { readonly [key: string]: Chainable };

const handler: ProxyHandler<() => void> = {
  get: (_target, key) => (key === "then" ? undefined : key === Symbol.toPrimitive ? () => "zod" : stub),
  apply: () => stub,
};

const stub = new Proxy(() => {}, handler) as unknown as Chainable;

/** The stand-in for zod's `z` namespace. */
export const z = stub;
