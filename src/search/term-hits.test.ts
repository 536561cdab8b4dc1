import { describe, expect, it } from "vitest";
import { type TermHits, TermHitsCache } from "./term-hits.js";

const hits = (count: number): TermHits => ({
  pages: new Uint32Array(count),
  scores: new Float64Array(count),
});

describe("TermHitsCache", () => {
  it("searches a term once while it is kept", () => {
    const cache = new TermHitsCache(10);
    let searches = 0;
    const search = () => {
      searches++;
      return hits(3);
    };
    const first = cache.get("step", search);
    expect(cache.get("step", search)).toBe(first);
    expect(searches).toBe(1);
    expect(cache.size).toBe(3);
  });

  it("drops the least recently used terms beyond its budget of hits", () => {
    const cache = new TermHitsCache(10);
    const searched: string[] = [];
    const get = (key: string, count: number) =>
      cache.get(key, () => {
        searched.push(key);
        return hits(count);
      });
    get("a", 4);
    get("b", 4);
    get("a", 4); // a is now the most recently used
    get("c", 4); // 12 hits: b goes
    expect(cache.size).toBe(8);
    get("a", 4);
    get("b", 4); // searched again; c goes
    expect(searched).toEqual(["a", "b", "c", "b"]);
    expect(cache.size).toBe(8);
  });

  it("keeps a term larger than its budget until the next one", () => {
    const cache = new TermHitsCache(2);
    cache.get("big", () => hits(5));
    expect(cache.size).toBe(5);
    cache.get("small", () => hits(1));
    expect(cache.size).toBe(1);
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
