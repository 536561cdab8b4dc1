/** What an incoming `X-Request-Id` may be to be kept: a proxy's id, not a place to smuggle text. */
const saneRequestId = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/** Request ids: a sane incoming `X-Request-Id`, else a random per-process prefix and a cheap counter. */
export function createRequestIds(): (incoming: string | undefined) => string {
  const random = new Uint32Array(1);
  crypto.getRandomValues(random);
  const prefix = random[0]!.toString(36).padStart(7, "0");
  let counter = 0;
  return (incoming) => {
    if (incoming !== undefined && saneRequestId.test(incoming)) return incoming;
    counter += 1;
    return `${prefix}-${counter.toString(36)}`;
  };
}
