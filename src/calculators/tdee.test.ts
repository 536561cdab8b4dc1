import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseQuery } from "../params/parse-query.js";
import { tdee } from "./tdee.js";
import { centimetresPerInch, kilogramsPerPound } from "./units.js";

/** Parses a query as the API would, then computes: the input used and the result. */
function run(query: string) {
  const parsed = parseQuery(tdee.params, new URLSearchParams(query));
  if (!parsed.ok) throw new Error(parsed.error.message);
  return { input: parsed.value, result: tdee.compute(parsed.value) };
}

const levels = ["sedentary", "light", "moderate", "active", "very-active"] as const;
const level = fc.constantFrom(...levels);
const sex = fc.constantFrom("female" as const, "male" as const);
const age = fc.double({ min: 10, max: 120, noNaN: true });

describe("tdee", () => {
  it("declares the specification's parameters", () => {
    expect(tdee.params).toMatchObject({
      units: { kind: "enum", values: ["imperial", "metric"], default: "imperial" },
      sex: { kind: "enum", values: ["female", "male"], default: "female" },
      age: { kind: "number", minimum: 10, maximum: 120, default: 30, unit: "years" },
      height: { kind: "number", minimum: 20, maximum: 260, default: 65 },
      weight: { kind: "number", minimum: 10, maximum: 900, default: 150 },
      activityLevel: { kind: "enum", values: levels, default: "moderate" },
    });
  });

  it("answers the worked defaults (docs/calculators.md)", () => {
    expect(run("")).toEqual({
      input: {
        units: "imperial",
        sex: "female",
        age: 30,
        height: 65,
        weight: 150,
        activityLevel: "moderate",
      },
      result: { bmrKcal: 1401, tdeeKcal: 2172, activityFactor: 1.55 },
    });
  });

  // Expected values worked out by hand: BMR = 10 kg + 6.25 cm - 5 age + 5 or - 161, times the factor.
  it.each([
    ["units=metric&sex=male&age=40&height=180&weight=80&activityLevel=active", 1730, 2984, 1.725],
    ["units=metric&sex=female&age=25&height=165&weight=60&activityLevel=sedentary", 1345, 1614, 1.2],
    ["units=imperial&sex=male&age=10&height=55&weight=70&activityLevel=light", 1146, 1575, 1.375],
    ["units=metric&sex=male&age=120&height=170&weight=70&activityLevel=very-active", 1168, 2218, 1.9],
    ["units=metric&sex=male&age=18&height=175.5&weight=68.2&activityLevel=moderate", 1694, 2626, 1.55],
    ["units=imperial&sex=male&age=50&height=260&weight=900&activityLevel=very-active", 7965, 15133, 1.9],
    ["units=metric&sex=female&age=35&height=260&weight=900&activityLevel=light", 10289, 14147, 1.375],
    // The equation's own value, below 0 here (100 + 125 - 600 - 161 = -536), as docs/calculators.md states it.
    ["units=metric&sex=female&age=120&height=20&weight=10&activityLevel=sedentary", -536, -643, 1.2],
  ])("%s gives BMR %i, TDEE %i (x%d)", (query, bmrKcal, tdeeKcal, activityFactor) => {
    expect(run(query).result).toEqual({ bmrKcal, tdeeKcal, activityFactor });
  });

  it("never gives less energy for more weight, nor for a higher activity level where BMR is positive, and TDEE is at least such a BMR", () => {
    // "Positive" is the rounded BMR above 0: a BMR of -0.26 rounds to 0 while x1.9 of it rounds to -1
    // (fast-check found ["female", 12.85, 20, 10, 10, 3]).
    const weight = fc.double({ min: 10, max: 900, noNaN: true });
    fc.assert(
      fc.property(
        sex,
        age,
        fc.double({ min: 20, max: 260, noNaN: true }),
        weight,
        weight,
        fc.integer({ min: 0, max: 3 }),
        (s, a, h, w1, w2, l) => {
          const [lighter, heavier] = w1 <= w2 ? [w1, w2] : [w2, w1];
          const person = { units: "metric", sex: s, age: a, height: h } as const;
          const base = tdee.compute({ ...person, weight: lighter, activityLevel: levels[l]! });
          const heavy = tdee.compute({ ...person, weight: heavier, activityLevel: levels[l]! });
          const active = tdee.compute({ ...person, weight: lighter, activityLevel: levels[l + 1]! });
          if (base.bmrKcal > 0) expect(base.tdeeKcal).toBeGreaterThanOrEqual(base.bmrKcal);
          expect(heavy.bmrKcal).toBeGreaterThanOrEqual(base.bmrKcal);
          expect(heavy.tdeeKcal).toBeGreaterThanOrEqual(base.tdeeKcal);
          if (base.bmrKcal > 0) expect(active.tdeeKcal).toBeGreaterThanOrEqual(base.tdeeKcal);
        },
      ),
      { numRuns: 300, examples: [["female", 12.852631578947369, 20, 10, 10, 3]] },
    );
  });

  it("gives the same BMR and TDEE for the same person in imperial and metric units", () => {
    fc.assert(
      fc.property(
        sex,
        age,
        fc.double({ min: 20, max: 260 / centimetresPerInch, noNaN: true }),
        fc.double({ min: 10 / kilogramsPerPound, max: 900, noNaN: true }),
        level,
        (s, a, inches, pounds, activityLevel) => {
          const imperial = tdee.compute({
            units: "imperial",
            sex: s,
            age: a,
            height: inches,
            weight: pounds,
            activityLevel,
          });
          const metric = tdee.compute({
            units: "metric",
            sex: s,
            age: a,
            height: inches * centimetresPerInch,
            weight: pounds * kilogramsPerPound,
            activityLevel,
          });
          expect(Math.abs(imperial.bmrKcal - metric.bmrKcal)).toBeLessThanOrEqual(1);
          expect(Math.abs(imperial.tdeeKcal - metric.tdeeKcal)).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 300 },
    );
  });
});
