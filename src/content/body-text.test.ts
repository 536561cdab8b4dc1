import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { blankRuns } from "./body-text.js";

describe("blankRuns", () => {
  it("writes text as replacing every run of spaces and tabs by one space does", () => {
    const text = fc.string({ unit: fc.constantFrom(" ", "\t", "a", "\n", "é") });
    fc.assert(
      fc.property(text, (sample) => {
        expect(sample.replace(blankRuns, " ")).toBe(sample.replace(/[ \t]+/g, " "));
      }),
      { numRuns: 5000 },
    );
  });
});
