import type { ContentSource } from "./parse-source.js";

/**
 * The id of a content version: a hash of every content file's path and text, in path order, so
 * that replicas built from the same files report the same version (and any edit a new one).
 * 64 bits of two FNV-1a lanes, as 16 hex digits: an id, not a security boundary.
 * @example contentVersion([{ path: "app.yaml", text: "name: Stepzy" }]) // "3f2a…"
 */
export function contentVersion(sources: readonly Pick<ContentSource, "path" | "text">[]): string {
  let low = 0x811c9dc5;
  let high = 0x01000193 ^ 0x5bd1e995;
  const add = (text: string) => {
    for (let index = 0; index < text.length; index++) {
      const code = text.charCodeAt(index);
      low = Math.imul(low ^ code, 0x01000193) >>> 0;
      high = Math.imul(high ^ code ^ (low >>> 7), 0x01000193) >>> 0;
    }
  };
  for (const source of [...sources].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    add(source.path);
    add("\u0000");
    add(source.text);
    add("\u0000");
  }
  return high.toString(16).padStart(8, "0") + low.toString(16).padStart(8, "0");
}
