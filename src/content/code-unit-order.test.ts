import { describe, expect, it } from "vitest";
import { byCodeUnits } from "./code-unit-order.js";

describe("byCodeUnits", () => {
  it.each([
    ["a", "b", -1],
    ["b", "a", 1],
    ["a", "a", 0],
    ["a", "a-b", -1],
    ["a-b", "ab", -1],
    ["step-2", "step-10", 1],
    ["9", "a", -1],
    ["2026-11-10", "2026-11-09", 1],
    ["2026-11-10", "2026-11-10T08:00:00Z", -1],
    ["guide/a.md", "guide/a-b.md", 1],
  ])("orders %s before or after %s (%i)", (a, b, expected) => {
    expect(byCodeUnits(a, b)).toBe(expected);
  });

  it("orders slugs as localeCompare does", () => {
    const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789-";
    let seed = 13;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const slugs = Array.from({ length: 2_000 }, () =>
      Array.from({ length: 1 + Math.floor(random() * 12) }, () => alphabet[Math.floor(random() * 37)]).join(
        "",
      ),
    );
    expect([...slugs].sort(byCodeUnits)).toEqual([...slugs].sort((a, b) => a.localeCompare(b)));
  });
});
