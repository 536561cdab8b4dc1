import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseQuery } from "../params/parse-query.js";
import { dailyStepGoal } from "./daily-step-goal.js";

/** Parses a query as the API would, then computes: the input used and the result. */
function run(query: string) {
  const parsed = parseQuery(dailyStepGoal.params, new URLSearchParams(query));
  if (!parsed.ok) throw new Error(parsed.error.message);
  return { input: parsed.value, result: dailyStepGoal.compute(parsed.value) };
}

const levels = ["sedentary", "light", "active", "very"] as const;
const current = fc.double({ min: 0, max: 100000, noNaN: true });

describe("daily-step-goal", () => {
  it("declares the specification's parameters", () => {
    expect(dailyStepGoal.params).toMatchObject({
      currentAverageSteps: { kind: "number", minimum: 0, maximum: 100000, default: 4000 },
      activityLevel: { kind: "enum", values: levels, default: "light" },
    });
  });

  it("answers the worked defaults (docs/calculators.md)", () => {
    expect(run("")).toEqual({
      input: { currentAverageSteps: 4000, activityLevel: "light" },
      result: { dailyGoalSteps: 5500, incrementSteps: 1500, weeklyGoalSteps: 38500 },
    });
  });

  // Expected values worked out by hand: (current + increment) to the nearest 500, a tie rounding up.
  it.each([
    ["currentAverageSteps=0&activityLevel=sedentary", 1000, 1000, 7000],
    ["currentAverageSteps=4000&activityLevel=sedentary", 5000, 1000, 35000],
    ["currentAverageSteps=4250&activityLevel=light", 6000, 1500, 42000],
    ["currentAverageSteps=4249&activityLevel=light", 5500, 1500, 38500],
    ["currentAverageSteps=7300&activityLevel=active", 9500, 2000, 66500],
    ["currentAverageSteps=6730&activityLevel=very", 9000, 2500, 63000],
    ["currentAverageSteps=0&activityLevel=very", 2500, 2500, 17500],
    ["currentAverageSteps=100000&activityLevel=very", 102500, 2500, 717500],
    ["currentAverageSteps=99999.5&activityLevel=sedentary", 101000, 1000, 707000],
  ])("%s gives %i a day (+%i), %i a week", (query, dailyGoalSteps, incrementSteps, weeklyGoalSteps) => {
    expect(run(query).result).toEqual({ dailyGoalSteps, incrementSteps, weeklyGoalSteps });
  });

  it("is a multiple of 500 within 250 of current + increment, never lower for more steps or activity", () => {
    fc.assert(
      fc.property(current, current, fc.integer({ min: 0, max: 2 }), (a, b, level) => {
        const [fewer, more] = a <= b ? [a, b] : [b, a];
        const lower = levels[level]!;
        const higher = levels[level + 1]!;
        const base = dailyStepGoal.compute({ currentAverageSteps: fewer, activityLevel: lower });
        expect(base.dailyGoalSteps % 500).toBe(0);
        expect(Math.abs(base.dailyGoalSteps - fewer - base.incrementSteps)).toBeLessThanOrEqual(250);
        expect(base.weeklyGoalSteps).toBe(7 * base.dailyGoalSteps);
        const moreSteps = dailyStepGoal.compute({ currentAverageSteps: more, activityLevel: lower });
        const moreActive = dailyStepGoal.compute({ currentAverageSteps: fewer, activityLevel: higher });
        expect(moreSteps.dailyGoalSteps).toBeGreaterThanOrEqual(base.dailyGoalSteps);
        expect(moreActive.dailyGoalSteps).toBeGreaterThanOrEqual(base.dailyGoalSteps);
      }),
      { numRuns: 300 },
    );
  });
});
