import { describe, expect, it } from "vitest";
import { createTermHitsCache, type TermHits } from "./term-hits.js";

const hits = (count: number): TermHits => ({
  pages: new Uint32Array(count),
  scores: new Float64Array(count),
});

describe("createTermHitsCache", () => {
  it("drops the least recently used terms beyond its budget of hits", () => {
    const cache = createTermHitsCache(10);
    cache.set("a", hits(3));
    cache.set("b", hits(3));
    cache.get("a"); // a is now the most recently used
    cache.set("c", hits(3)); // 12 in all: b goes
    expect([...cache.keys()].sort()).toEqual(["a", "c"]);
    expect(cache.calculatedSize).toBe(8);
  });

  it("counts a term without hits, so that no number of them exceeds the budget", () => {
    const cache = createTermHitsCache(100);
    for (let index = 0; index < 1000; index++) cache.set(`term${index}`, hits(0));
    expect(cache.size).toBe(100);
    expect(cache.calculatedSize).toBeLessThanOrEqual(100);
  });

  it("does not keep a term larger than its budget", () => {
    const cache = createTermHitsCache(2);
    cache.set("big", hits(5));
    expect(cache.has("big")).toBe(false);
  });
});
