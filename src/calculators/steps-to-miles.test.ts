import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseQuery } from "../params/parse-query.js";
import { stepsToMiles } from "./steps-to-miles.js";

/** Parses a query as the API would, then computes: the input used and the result. */
function run(query: string) {
  const parsed = parseQuery(stepsToMiles.params, new URLSearchParams(query));
  if (!parsed.ok) throw new Error(parsed.error.message);
  return { input: parsed.value, result: stepsToMiles.compute(parsed.value) };
}

const steps = fc.double({ min: 0, max: 200000, noNaN: true });
const heightIn = fc.double({ min: 30, max: 100, noNaN: true });
const stride = fc.constantFrom("average" as const, "height" as const);

describe("steps-to-miles", () => {
  it("declares the specification's parameters", () => {
    expect(stepsToMiles.params).toMatchObject({
      steps: { kind: "number", minimum: 0, maximum: 200000, default: 8000, unit: "steps" },
      stride: { kind: "enum", values: ["average", "height"], default: "average" },
      heightIn: { kind: "number", minimum: 30, maximum: 100, default: 67, unit: "inches" },
    });
  });

  it("answers the worked defaults (docs/calculators.md) and echoes heightIn", () => {
    expect(run("")).toEqual({
      input: { steps: 8000, stride: "average", heightIn: 67 },
      result: { miles: 3.79, kilometers: 6.1, strideFt: 2.5 },
    });
  });

  // Expected values worked out by hand: strideFt = 2.5 or 0.413 x heightIn / 12; miles = steps x strideFt / 5280.
  it.each([
    ["steps=0", 0, 0, 2.5],
    ["steps=200000", 94.7, 152.4, 2.5],
    ["steps=5280&stride=average&heightIn=30", 2.5, 4.02, 2.5],
    ["steps=10000&stride=height&heightIn=70", 4.56, 7.34, 2.41],
    ["steps=8000&stride=height", 3.49, 5.62, 2.31],
    ["steps=8000&stride=height&heightIn=30", 1.56, 2.52, 1.03],
    ["steps=8000&stride=height&heightIn=100", 5.21, 8.39, 3.44],
    ["steps=200000&stride=height&heightIn=100", 130.37, 209.8, 3.44],
  ])("%s gives %d mi, %d km, stride %d ft", (query, miles, kilometers, strideFt) => {
    expect(run(query).result).toEqual({ miles, kilometers, strideFt });
  });

  it("ignores heightIn when stride=average", () => {
    expect(run("stride=average&heightIn=30").result).toEqual(run("stride=average&heightIn=100").result);
  });

  it("never gives fewer miles or kilometers for more steps or a taller walker", () => {
    fc.assert(
      fc.property(steps, steps, heightIn, heightIn, stride, (s1, s2, h1, h2, mode) => {
        const [fewer, more] = s1 <= s2 ? [s1, s2] : [s2, s1];
        const [shorter, taller] = h1 <= h2 ? [h1, h2] : [h2, h1];
        const base = stepsToMiles.compute({ steps: fewer, stride: mode, heightIn: shorter });
        for (const other of [
          stepsToMiles.compute({ steps: more, stride: mode, heightIn: shorter }),
          stepsToMiles.compute({ steps: fewer, stride: mode, heightIn: taller }),
        ]) {
          expect(other.miles).toBeGreaterThanOrEqual(base.miles);
          expect(other.kilometers).toBeGreaterThanOrEqual(base.kilometers);
        }
      }),
      { numRuns: 300 },
    );
  });
});
