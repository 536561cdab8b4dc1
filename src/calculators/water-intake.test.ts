import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseQuery } from "../params/parse-query.js";
import { waterIntake } from "./water-intake.js";

/** Parses a query as the API would, then computes: the input used and the result. */
function run(query: string) {
  const parsed = parseQuery(waterIntake.params, new URLSearchParams(query));
  if (!parsed.ok) throw new Error(parsed.error.message);
  return { input: parsed.value, result: waterIntake.compute(parsed.value) };
}

const units = fc.constantFrom("imperial" as const, "metric" as const);
const weight = fc.double({ min: 10, max: 900, noNaN: true });
const minutes = fc.double({ min: 0, max: 600, noNaN: true });

describe("water-intake", () => {
  it("declares the specification's parameters", () => {
    expect(waterIntake.params).toMatchObject({
      units: { kind: "enum", values: ["imperial", "metric"], default: "imperial" },
      weight: { kind: "number", minimum: 10, maximum: 900, default: 160 },
      exerciseMinutes: { kind: "number", minimum: 0, maximum: 600, default: 30, unit: "minutes" },
    });
  });

  it("answers the worked defaults (docs/calculators.md)", () => {
    expect(run("")).toEqual({
      input: { units: "imperial", weight: 160, exerciseMinutes: 30 },
      result: { fluidOunces: 92, liters: 2.72, cups: 11.5, baselineFluidOunces: 80, exerciseFluidOunces: 12 },
    });
  });

  // Expected values worked out by hand: pounds / 2 + minutes / 30 x 12 fl oz; 29.5735295625 ml per fl oz.
  it.each([
    ["units=metric&weight=70&exerciseMinutes=0", 77.2, 2.28, 9.6, 77.2, 0],
    ["units=metric&weight=68&exerciseMinutes=20", 83, 2.45, 10.4, 75, 8],
    ["units=metric&weight=10&exerciseMinutes=0", 11, 0.33, 1.4, 11, 0],
    ["units=metric&weight=900&exerciseMinutes=600", 1232.1, 36.44, 154, 992.1, 240],
    ["units=imperial&weight=10&exerciseMinutes=0", 5, 0.15, 0.6, 5, 0],
    ["units=imperial&weight=200&exerciseMinutes=45", 118, 3.49, 14.8, 100, 18],
    ["units=imperial&weight=900&exerciseMinutes=600", 690, 20.41, 86.3, 450, 240],
  ])("%s gives %d fl oz", (query, fluidOunces, liters, cups, baselineFluidOunces, exerciseFluidOunces) => {
    expect(run(query).result).toEqual({
      fluidOunces,
      liters,
      cups,
      baselineFluidOunces,
      exerciseFluidOunces,
    });
  });

  it("never gives less water for more weight or more exercise", () => {
    fc.assert(
      fc.property(units, weight, weight, minutes, minutes, (system, w1, w2, m1, m2) => {
        const [lighter, heavier] = w1 <= w2 ? [w1, w2] : [w2, w1];
        const [shorter, longer] = m1 <= m2 ? [m1, m2] : [m2, m1];
        const base = waterIntake.compute({ units: system, weight: lighter, exerciseMinutes: shorter });
        expect(
          Math.abs(base.fluidOunces - base.baselineFluidOunces - base.exerciseFluidOunces),
        ).toBeLessThanOrEqual(0.1 + 1e-9);
        for (const other of [
          waterIntake.compute({ units: system, weight: heavier, exerciseMinutes: shorter }),
          waterIntake.compute({ units: system, weight: lighter, exerciseMinutes: longer }),
        ]) {
          expect(other.fluidOunces).toBeGreaterThanOrEqual(base.fluidOunces);
          expect(other.liters).toBeGreaterThanOrEqual(base.liters);
          expect(other.cups).toBeGreaterThanOrEqual(base.cups);
        }
      }),
      { numRuns: 300 },
    );
  });
});
