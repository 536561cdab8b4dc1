import { z } from "zod";
import {
  heightAndWeightUnits,
  heightParam,
  toCentimetres,
  toKilograms,
  weightParam,
} from "./body-measures.js";
import { amount, defineCalculator } from "./calculator.js";
import { roundHalfAwayFromZero } from "./round.js";
import { kilogramsPerPound } from "./units.js";

/** The adult BMI screening categories, from lowest to highest. */
export const bmiCategories = ["Underweight", "Healthy weight", "Overweight", "Obesity"] as const;

/** One adult BMI screening category. */
export type BmiCategory = (typeof bmiCategories)[number];

const healthyBmiMin = 18.5;
const healthyBmiMax = 24.9;

/** The adult screening category of a BMI already rounded to 1 place (docs/calculators.md). */
export function bmiCategory(roundedBmi: number): BmiCategory {
  if (roundedBmi < 18.5) return "Underweight";
  if (roundedBmi < 25) return "Healthy weight";
  if (roundedBmi < 30) return "Overweight";
  return "Obesity";
}

const resultSchema = z.object({
  bmi: amount("Body mass index, rounded to 1 place (kg/m²)"),
  category: z
    .enum(bmiCategories)
    .describe(
      "Adult screening category read from the rounded bmi: below 18.5, 18.5 to 24.9, 25.0 to 29.9, 30.0 and above (category)",
    ),
  healthyWeightMin: amount(
    "Lowest weight with a BMI of 18.5 at this height, rounded to 1 place (weightUnit)",
  ),
  healthyWeightMax: amount(
    "Highest weight with a BMI of 24.9 at this height, rounded to 1 place (weightUnit)",
  ),
  weightUnit: z
    .enum(["lb", "kg"])
    .describe("Unit of the healthy weights, the same as the input weight (lb or kg)"),
});

/** Body mass index and its adult screening category (docs/calculators.md). */
export const bmi = defineCalculator({
  slug: "bmi",
  operationId: "calculateBmi",
  name: "BMI",
  summary: "Calculates body mass index (BMI) and its adult screening category from height and weight.",
  description:
    "Divides weight in kilograms by height in meters squared, in imperial or metric units, and reads the standard adult category from the rounded value. Also returns the healthy weight range (BMI 18.5 to 24.9) for the height, in the input's weight unit.",
  params: {
    units: heightAndWeightUnits,
    height: heightParam(67),
    weight: weightParam(160),
  },
  example: "units=metric&height=175&weight=70",
  plainMethod:
    "Your weight in kilograms divided by the square of your height in meters; for adults, under 18.5 is underweight, 18.5 to 24.9 healthy, 25 to 29.9 overweight and 30 or more obesity.",
  method:
    "bmi = kg / m², with pounds x 0.45359237 = kg and inches x 2.54 = cm, and categories Underweight below 18.5, Healthy weight 18.5 to 24.9, Overweight 25.0 to 29.9 and Obesity 30.0 and above; the healthy range is 18.5 x m² to 24.9 x m².",
  disclaimer:
    "BMI is a screening measure, not a diagnosis: it does not tell muscle from fat, and the adult categories do not apply to children, teenagers or pregnancy.",
  resultSchema,
  compute({ units, height, weight }) {
    const metresSquared = (toCentimetres(units, height) / 100) ** 2;
    const rounded = roundHalfAwayFromZero(toKilograms(units, weight) / metresSquared, 1);
    const toWeightUnit = (kg: number) => (units === "metric" ? kg : kg / kilogramsPerPound);
    return {
      bmi: rounded,
      category: bmiCategory(rounded),
      healthyWeightMin: roundHalfAwayFromZero(toWeightUnit(healthyBmiMin * metresSquared), 1),
      healthyWeightMax: roundHalfAwayFromZero(toWeightUnit(healthyBmiMax * metresSquared), 1),
      weightUnit: units === "metric" ? ("kg" as const) : ("lb" as const),
    };
  },
});
