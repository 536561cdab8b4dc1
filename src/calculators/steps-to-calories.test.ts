import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseQuery } from "../params/parse-query.js";
import { stepsToCalories } from "./steps-to-calories.js";

/** Parses a query as the API would, then computes: the input used and the result. */
function run(query: string) {
  const parsed = parseQuery(stepsToCalories.params, new URLSearchParams(query));
  if (!parsed.ok) throw new Error(parsed.error.message);
  return { input: parsed.value, result: stepsToCalories.compute(parsed.value) };
}

const steps = fc.double({ min: 0, max: 200000, noNaN: true });
const weightLb = fc.double({ min: 40, max: 900, noNaN: true });

describe("steps-to-calories", () => {
  it("declares the specification's parameters", () => {
    expect(stepsToCalories.params).toMatchObject({
      steps: { kind: "number", minimum: 0, maximum: 200000, default: 8000, unit: "steps" },
      weightLb: { kind: "number", minimum: 40, maximum: 900, default: 160, unit: "pounds" },
    });
  });

  it("answers the worked defaults (docs/calculators.md)", () => {
    expect(run("")).toEqual({
      input: { steps: 8000, weightLb: 160 },
      result: { kcal: 330.3, kcalPer1000Steps: 41.3 },
    });
  });

  // Expected values worked out by hand: kcal = steps x 0.04 x weightLb / 155.
  it.each([
    ["steps=0", 0, 41.3],
    ["steps=200000&weightLb=900", 46451.6, 232.3],
    ["steps=10000&weightLb=155", 400, 40],
    ["steps=5000&weightLb=40", 51.6, 10.3],
    ["steps=12345&weightLb=200", 637.2, 51.6],
    ["steps=200000&weightLb=40", 2064.5, 10.3],
    ["steps=1&weightLb=900", 0.2, 232.3],
  ])("%s gives %d kcal, %d per 1000 steps", (query, kcal, kcalPer1000Steps) => {
    expect(run(query).result).toEqual({ kcal, kcalPer1000Steps });
  });

  it("never gives fewer kcal for more steps or more weight", () => {
    fc.assert(
      fc.property(steps, steps, weightLb, weightLb, (s1, s2, w1, w2) => {
        const [fewer, more] = s1 <= s2 ? [s1, s2] : [s2, s1];
        const [lighter, heavier] = w1 <= w2 ? [w1, w2] : [w2, w1];
        const base = stepsToCalories.compute({ steps: fewer, weightLb: lighter }).kcal;
        expect(stepsToCalories.compute({ steps: more, weightLb: lighter }).kcal).toBeGreaterThanOrEqual(base);
        expect(stepsToCalories.compute({ steps: fewer, weightLb: heavier }).kcal).toBeGreaterThanOrEqual(
          base,
        );
      }),
      { numRuns: 300 },
    );
  });
});
