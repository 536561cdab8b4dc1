import { z } from "zod";
import { decimal } from "../params/declare.js";
import { amount, defineCalculator } from "./calculator.js";
import { roundHalfAwayFromZero } from "./round.js";
import { stepsParam } from "./steps-param.js";

const kcalPerStepAtReference = 0.04;
const referenceWeightLb = 155;

const resultSchema = z.object({
  kcal: amount("Energy burned walking the given steps, rounded to 1 place (kcal)"),
  kcalPer1000Steps: amount("Energy burned per 1,000 steps at this weight, rounded to 1 place (kcal)"),
});

/** Walking energy from a step count and body weight (docs/calculators.md). */
export const stepsToCalories = defineCalculator({
  slug: "steps-to-calories",
  operationId: "calculateStepsToCalories",
  name: "Steps to calories",
  summary: "Estimates the calories burned walking a number of steps at a given body weight.",
  description:
    "Converts a step count into walking energy in kilocalories, using 0.04 kcal per step for a 155 lb person scaled in proportion to body weight. Also returns the energy per 1,000 steps.",
  params: {
    steps: stepsParam("Number of steps walked."),
    weightLb: decimal({
      minimum: 40,
      maximum: 900,
      default: 160,
      step: 0.1,
      unit: "pounds",
      label: "Body weight",
      entry: "your weight",
      measure: { quantity: "weight", system: "imperial" },
      description: "Body weight in pounds.",
      help: "Your body weight.",
    }),
  },
  example: "steps=12000&weightLb=185",
  plainMethod:
    "About 0.04 kilocalories per step for a person who weighs 155 lb, scaled to your weight: the more you weigh, the more energy each step takes.",
  method:
    "kcal = steps x 0.04 x weightLb / 155, that is 0.04 kcal per step at a 155 lb reference weight, scaled linearly to body weight.",
  disclaimer:
    "An estimate for walking: actual energy use varies with pace, terrain, fitness and body composition.",
  resultSchema,
  compute({ steps, weightLb }) {
    const kcalPerStep = (kcalPerStepAtReference * weightLb) / referenceWeightLb;
    return {
      kcal: roundHalfAwayFromZero(steps * kcalPerStep, 1),
      kcalPer1000Steps: roundHalfAwayFromZero(1000 * kcalPerStep, 1),
    };
  },
});
