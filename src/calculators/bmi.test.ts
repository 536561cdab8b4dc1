import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseQuery } from "../params/parse-query.js";
import { bmi, bmiCategory } from "./bmi.js";
import { centimetresPerInch, kilogramsPerPound } from "./units.js";

/** Parses a query as the API would, then computes: the input used and the result. */
function run(query: string) {
  const parsed = parseQuery(bmi.params, new URLSearchParams(query));
  if (!parsed.ok) throw new Error(parsed.error.message);
  return { input: parsed.value, result: bmi.compute(parsed.value) };
}

const units = fc.constantFrom("imperial" as const, "metric" as const);
const height = fc.double({ min: 20, max: 260, noNaN: true });
const weight = fc.double({ min: 10, max: 900, noNaN: true });

describe("bmi", () => {
  it("declares the specification's parameters", () => {
    expect(bmi.params).toMatchObject({
      units: { kind: "enum", values: ["imperial", "metric"], default: "imperial" },
      height: { kind: "number", minimum: 20, maximum: 260, default: 67 },
      weight: { kind: "number", minimum: 10, maximum: 900, default: 160 },
    });
  });

  it("answers the worked defaults (docs/calculators.md)", () => {
    expect(run("")).toEqual({
      input: { units: "imperial", height: 67, weight: 160 },
      result: {
        bmi: 25.1,
        category: "Overweight",
        healthyWeightMin: 118.1,
        healthyWeightMax: 159,
        weightUnit: "lb",
      },
    });
  });

  // Expected values worked out by hand: kg / m², the category read from the rounded value.
  it.each([
    ["units=metric&height=170&weight=65", 22.5, "Healthy weight", 53.5, 72, "kg"],
    ["units=metric&height=180&weight=59.9", 18.5, "Healthy weight", 59.9, 80.7, "kg"],
    ["units=metric&height=160&weight=76.8", 30, "Obesity", 47.4, 63.7, "kg"],
    ["units=metric&height=160&weight=63.9", 25, "Overweight", 47.4, 63.7, "kg"],
    ["units=metric&height=260&weight=10", 1.5, "Underweight", 125.1, 168.3, "kg"],
    ["units=metric&height=20&weight=900", 22500, "Obesity", 0.7, 1, "kg"],
    ["units=imperial&height=70&weight=200", 28.7, "Overweight", 128.9, 173.5, "lb"],
    ["units=imperial&height=64&weight=145.6", 25, "Overweight", 107.8, 145.1, "lb"],
    ["units=imperial&height=20&weight=900", 1581.9, "Obesity", 10.5, 14.2, "lb"],
    ["units=imperial&height=260&weight=10", 0.1, "Underweight", 1778.8, 2394.1, "lb"],
  ])("%s gives %d %s", (query, value, category, healthyWeightMin, healthyWeightMax, weightUnit) => {
    expect(run(query).result).toEqual({
      bmi: value,
      category,
      healthyWeightMin,
      healthyWeightMax,
      weightUnit,
    });
  });

  it("says that BMI is a screening measure, not a diagnosis", () => {
    expect(bmi.disclaimer).toContain("screening measure, not a diagnosis");
  });

  it.each([
    [18.4, "Underweight"],
    [18.5, "Healthy weight"],
    [24.9, "Healthy weight"],
    [25, "Overweight"],
    [29.9, "Overweight"],
    [30, "Obesity"],
  ])("reads %d as %s", (value, category) => {
    expect(bmiCategory(value)).toBe(category);
  });

  it("never gives a lower bmi for more weight or a shorter height", () => {
    fc.assert(
      fc.property(units, height, height, weight, weight, (system, h1, h2, w1, w2) => {
        const [shorter, taller] = h1 <= h2 ? [h1, h2] : [h2, h1];
        const [lighter, heavier] = w1 <= w2 ? [w1, w2] : [w2, w1];
        const base = bmi.compute({ units: system, height: taller, weight: lighter });
        expect(bmi.compute({ units: system, height: taller, weight: heavier }).bmi).toBeGreaterThanOrEqual(
          base.bmi,
        );
        expect(bmi.compute({ units: system, height: shorter, weight: lighter }).bmi).toBeGreaterThanOrEqual(
          base.bmi,
        );
        expect(base.category).toBe(bmiCategory(base.bmi));
        expect(base.healthyWeightMin).toBeLessThan(base.healthyWeightMax);
      }),
      { numRuns: 300 },
    );
  });

  it("gives the same bmi for the same person in imperial and metric units", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 20, max: 260 / centimetresPerInch, noNaN: true }),
        fc.double({ min: 10 / kilogramsPerPound, max: 900, noNaN: true }),
        (inches, pounds) => {
          const imperial = bmi.compute({ units: "imperial", height: inches, weight: pounds });
          const metric = bmi.compute({
            units: "metric",
            height: inches * centimetresPerInch,
            weight: pounds * kilogramsPerPound,
          });
          expect(Math.abs(imperial.bmi - metric.bmi)).toBeLessThanOrEqual(0.1 + 1e-9);
        },
      ),
      { numRuns: 300 },
    );
  });
});
