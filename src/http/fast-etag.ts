/**
 * A strong ETag from a 53-bit cyrb53 hash and the length, for answers made per request: synchronous on
 * every runtime (Web Crypto's digest is not), and on Node a little cheaper than its own SHA-256 (`npm run
 * bench:etag`). It only has to change when one URL's bytes do.
 */
export function fastEtag(body: Uint8Array): string {
  let h1 = 0xdeadbeef ^ body.length;
  let h2 = 0x41c6ce57 ^ body.length;
  const wholeWords = body.length - (body.length % 4);
  let index = 0;
  for (; index < wholeWords; index += 4) {
    const word = body[index]! | (body[index + 1]! << 8) | (body[index + 2]! << 16) | (body[index + 3]! << 24);
    h1 = Math.imul(h1 ^ word, 2654435761);
    h2 = Math.imul(h2 ^ word, 1597334677);
  }
  for (; index < body.length; index++) {
    const byte = body[index]!;
    h1 = Math.imul(h1 ^ byte, 2654435761);
    h2 = Math.imul(h2 ^ byte, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const hash = 4294967296 * (2097151 & h2) + (h1 >>> 0);
  return `"${hash.toString(36)}.${body.length.toString(36)}"`;
}
