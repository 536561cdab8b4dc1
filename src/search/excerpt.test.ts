import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bestWindowStart, excerptOf, type Occurrence } from "./excerpt.js";
import { normaliseTerm } from "./process-term.js";

const terms = (...words: string[]) => new Set(words.map(normaliseTerm));

describe("excerptOf", () => {
  it("marks the matched words, stems included, by their offsets in the excerpt", () => {
    const excerpt = excerptOf(
      "Your streaks grow when you walk. Streak freezes protect them.",
      terms("streak", "freeze"),
    );
    const marked = excerpt.matches.map(([start, end]) => excerpt.text.slice(start, end));
    expect(marked).toEqual(["streaks", "Streak", "freezes"]);
  });

  it("picks the passage with the most distinct matches, cut at words with ellipses", () => {
    const filler = "Walking is good for you and many people enjoy it every single day. ".repeat(6);
    const text = `${filler}Battery use stays low because widgets refresh rarely. ${filler}`;
    const excerpt = excerptOf(text, terms("battery", "widget"), 120);
    expect(excerpt.text.startsWith("…")).toBe(true);
    expect(excerpt.text.endsWith("…")).toBe(true);
    expect(excerpt.text.length).toBeLessThanOrEqual(122);
    expect(excerpt.matches.map(([start, end]) => excerpt.text.slice(start, end))).toEqual([
      "Battery",
      "widgets",
    ]);
  });

  it("starts at the beginning when nothing matches", () => {
    expect(excerptOf("Short text.", terms("zebra"))).toEqual({ text: "Short text.", matches: [] });
  });
});

/** The window search as first written (a Map of terms): the reference `excerptFrom` must agree with. */
function referenceBestFrom(found: readonly Occurrence[], length: number): number {
  let best = { from: 0, distinct: 0, count: 0 };
  const inside = new Map<string, number>();
  let last = 0;
  for (let first = 0; first < found.length; first++) {
    const from = found[first]!.start;
    while (last < found.length && found[last]!.end <= from + length) {
      const term = found[last]!.term;
      inside.set(term, (inside.get(term) ?? 0) + 1);
      last++;
    }
    const count = last - first;
    if (inside.size > best.distinct || (inside.size === best.distinct && count > best.count))
      best = { from, distinct: inside.size, count };
    const leaving = found[first]!.term;
    const left = (inside.get(leaving) ?? 1) - 1;
    if (left === 0) inside.delete(leaving);
    else inside.set(leaving, left);
  }
  return best.from;
}

describe("bestWindowStart", () => {
  it("picks the same window as counting terms in a Map does, for any matches and window", () => {
    const words = ["step", "walk", "goal", "streak", "watch", "heart", "a", "the", "of", "phone"];
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...words), { maxLength: 300 }),
        fc.subarray(words, { minLength: 1 }),
        fc.integer({ min: 10, max: 200 }),
        (picked, terms, length) => {
          const found: Occurrence[] = [];
          let at = 0;
          for (const word of picked) {
            if (terms.includes(word)) found.push({ start: at, end: at + word.length, term: word });
            at += word.length + 1;
          }
          expect(bestWindowStart(found, length)).toBe(referenceBestFrom(found, length));
        },
      ),
      { numRuns: 1000 },
    );
  });
});
