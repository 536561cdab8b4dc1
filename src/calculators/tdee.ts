import { z } from "zod";
import { oneOf } from "../params/declare.js";
import {
  ageParam,
  heightAndWeightUnits,
  heightParam,
  toCentimetres,
  toKilograms,
  weightParam,
} from "./body-measures.js";
import { defineCalculator } from "./calculator.js";
import { roundHalfAwayFromZero } from "./round.js";

const sexConstant = { female: -161, male: 5 } as const;

const factorByLevel = {
  sedentary: 1.2,
  light: 1.375,
  moderate: 1.55,
  active: 1.725,
  "very-active": 1.9,
} as const;

const resultSchema = z.object({
  bmrKcal: z
    .number()
    .int()
    .describe(
      "Resting energy (basal metabolic rate): the equation's own value, below 0 only for the smallest, oldest bodies the ranges allow, rounded to a whole number (kcal per day)",
    ),
  tdeeKcal: z
    .number()
    .int()
    .describe(
      "Total daily energy expenditure, BMR times the activity factor, rounded to a whole number (kcal per day)",
    ),
  activityFactor: z
    .number()
    .min(1.2)
    .max(1.9)
    .describe("Multiplier used for the activity level (dimensionless)"),
});

/** Total daily energy expenditure by Mifflin-St Jeor and an activity factor (docs/calculators.md). */
export const tdee = defineCalculator({
  slug: "tdee",
  operationId: "calculateTdee",
  name: "TDEE",
  summary:
    "Estimates total daily energy expenditure (TDEE) from sex, age, height, weight and activity level.",
  description:
    "Computes resting energy (BMR) with the Mifflin-St Jeor equation and multiplies it by an activity factor from 1.2 (sedentary) to 1.9 (very active). Height and weight are in imperial or metric units; results are in kcal per day.",
  params: {
    units: heightAndWeightUnits,
    sex: oneOf(["female", "male"], {
      default: "female",
      label: "Sex",
      description: "Sex used by the equation's constant: -161 for female, +5 for male.",
      help: "The equation differs slightly for women and men.",
      valueLabels: { female: "Female", male: "Male" },
    }),
    age: ageParam,
    height: heightParam(65),
    weight: weightParam(150),
    activityLevel: oneOf(["sedentary", "light", "moderate", "active", "very-active"], {
      default: "moderate",
      label: "Activity level",
      description:
        "Usual activity, which sets the factor: sedentary 1.2, light 1.375, moderate 1.55, active 1.725, very-active 1.9.",
      help: "How much you move in a usual week.",
      valueLabels: {
        sedentary: "Sedentary (little or no exercise, x1.2)",
        light: "Light (exercise 1-3 days a week, x1.375)",
        moderate: "Moderate (exercise 3-5 days a week, x1.55)",
        active: "Active (exercise 6-7 days a week, x1.725)",
        "very-active": "Very active (hard daily exercise or a physical job, x1.9)",
      },
    }),
  },
  example: "units=metric&sex=male&age=42&height=180&weight=82&activityLevel=light",
  plainMethod:
    "Your resting energy from the Mifflin-St Jeor equation (weight, height, age and sex), multiplied by 1.2 to 1.9 for how active you are.",
  method:
    "Mifflin-St Jeor BMR = 10 x kg + 6.25 x cm - 5 x age + 5 (male) or - 161 (female), and tdeeKcal = BMR x factor (sedentary 1.2, light 1.375, moderate 1.55, active 1.725, very-active 1.9), with pounds x 0.45359237 = kg and inches x 2.54 = cm.",
  disclaimer:
    "An estimate from a population equation for adults: individual needs can differ by 10% or more, and this is not medical or dietary advice.",
  resultSchema,
  compute({ units, sex, age, height, weight, activityLevel }) {
    const kg = toKilograms(units, weight);
    const cm = toCentimetres(units, height);
    // The equation as docs/calculators.md states it, unclamped: it goes below 0 for the smallest, oldest
    // bodies the ranges allow (10 kg, 20 cm, 120 years), and a client checking the formula gets it.
    const bmr = 10 * kg + 6.25 * cm - 5 * age + sexConstant[sex];
    const activityFactor = factorByLevel[activityLevel];
    return {
      bmrKcal: roundHalfAwayFromZero(bmr, 0),
      tdeeKcal: roundHalfAwayFromZero(bmr * activityFactor, 0),
      activityFactor: roundHalfAwayFromZero(activityFactor, 3),
    };
  },
});
