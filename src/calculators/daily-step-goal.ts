import { z } from "zod";
import { decimal, oneOf } from "../params/declare.js";
import { count, defineCalculator } from "./calculator.js";
import { roundHalfAwayFromZero, roundToNearestMultiple } from "./round.js";

const incrementByLevel = { sedentary: 1000, light: 1500, active: 2000, very: 2500 } as const;

const resultSchema = z.object({
  dailyGoalSteps: count("Suggested daily goal, rounded to the nearest 500 (steps per day)"),
  incrementSteps: count("Increase added to the current average (steps per day)"),
  weeklyGoalSteps: count("Seven times the daily goal (steps per week)"),
});

/** A next daily step goal from the current average and activity level (docs/calculators.md). */
export const dailyStepGoal = defineCalculator({
  slug: "daily-step-goal",
  operationId: "calculateDailyStepGoal",
  name: "Daily step goal",
  summary: "Suggests a next daily step goal from your current daily average and activity level.",
  description:
    "Adds an increment sized to how active you already are (1,000 to 2,500 steps) to your current daily average and rounds to the nearest 500. Also returns the matching weekly total.",
  params: {
    currentAverageSteps: decimal({
      minimum: 0,
      maximum: 100000,
      default: 4000,
      step: 1,
      unit: "steps per day",
      label: "Current daily average (steps)",
      entry: "your daily average in steps",
      help: "Your average steps a day over the last week or two; Stepzy and the Health app show it.",
      description: "Your current average number of steps per day.",
    }),
    activityLevel: oneOf(["sedentary", "light", "active", "very"], {
      default: "light",
      label: "Activity level",
      description:
        "How active you already are, which sets the increment: sedentary 1000, light 1500, active 2000, very 2500 steps.",
      help: "How active your days are now: the more active, the bigger the step up.",
      valueLabels: {
        sedentary: "Sedentary (+1,000 steps)",
        light: "Lightly active (+1,500 steps)",
        active: "Active (+2,000 steps)",
        very: "Very active (+2,500 steps)",
      },
    }),
  },
  example: "currentAverageSteps=6200&activityLevel=active",
  plainMethod:
    "Your current daily average plus 1,000 to 2,500 steps, more the more active you already are, rounded to the nearest 500.",
  method:
    "dailyGoalSteps = currentAverageSteps + increment (sedentary 1000, light 1500, active 2000, very 2500) rounded to the nearest 500 with ties rounding up; weeklyGoalSteps = 7 x dailyGoalSteps.",
  disclaimer:
    "A general suggestion for building activity gradually, not medical advice; if you have a health condition, check with a clinician before raising your activity a lot.",
  resultSchema,
  compute({ currentAverageSteps, activityLevel }) {
    const incrementSteps = incrementByLevel[activityLevel];
    const dailyGoalSteps = roundToNearestMultiple(currentAverageSteps + incrementSteps, 500);
    return {
      dailyGoalSteps,
      incrementSteps,
      weeklyGoalSteps: roundHalfAwayFromZero(7 * dailyGoalSteps, 0),
    };
  },
});
