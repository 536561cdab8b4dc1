import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseQuery } from "../params/parse-query.js";
import { walkingTime } from "./walking-time.js";

/** Parses a query as the API would, then computes: the input used and the result. */
function run(query: string) {
  const parsed = parseQuery(walkingTime.params, new URLSearchParams(query));
  if (!parsed.ok) throw new Error(parsed.error.message);
  return { input: parsed.value, result: walkingTime.compute(parsed.value) };
}

const paces = ["easy", "moderate", "brisk"] as const;
const steps = fc.double({ min: 0, max: 200000, noNaN: true });

describe("walking-time", () => {
  it("declares the specification's parameters", () => {
    expect(walkingTime.params).toMatchObject({
      steps: { kind: "number", minimum: 0, maximum: 200000, default: 8000, unit: "steps" },
      pace: { kind: "enum", values: paces, default: "moderate" },
    });
  });

  it("answers the worked defaults (docs/calculators.md)", () => {
    expect(run("")).toEqual({
      input: { steps: 8000, pace: "moderate" },
      result: { minutes: 80, hours: 1.33, stepsPerMinute: 100 },
    });
  });

  // Expected values worked out by hand: minutes = steps / cadence (80, 100, 120).
  it.each([
    ["steps=0&pace=easy", 0, 0, 80],
    ["steps=8000&pace=easy", 100, 1.67, 80],
    ["steps=8000&pace=brisk", 66.7, 1.11, 120],
    ["steps=200000&pace=brisk", 1666.7, 27.78, 120],
    ["steps=200000&pace=easy", 2500, 41.67, 80],
    ["steps=1234&pace=moderate", 12.3, 0.21, 100],
    ["steps=150&pace=brisk", 1.3, 0.02, 120],
  ])("%s gives %d min, %d h at %i steps/min", (query, minutes, hours, stepsPerMinute) => {
    expect(run(query).result).toEqual({ minutes, hours, stepsPerMinute });
  });

  it("never takes less time for more steps or a slower pace", () => {
    fc.assert(
      fc.property(steps, steps, fc.integer({ min: 0, max: 1 }), (a, b, pace) => {
        const [fewer, more] = a <= b ? [a, b] : [b, a];
        const faster = paces[pace + 1]!;
        const base = walkingTime.compute({ steps: fewer, pace: faster });
        const moreSteps = walkingTime.compute({ steps: more, pace: faster });
        const slower = walkingTime.compute({ steps: fewer, pace: paces[pace]! });
        for (const other of [moreSteps, slower]) {
          expect(other.minutes).toBeGreaterThanOrEqual(base.minutes);
          expect(other.hours).toBeGreaterThanOrEqual(base.hours);
        }
      }),
      { numRuns: 300 },
    );
  });
});
