import { describe, expect, it } from "vitest";
import { excerptOf } from "./excerpt.js";
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
