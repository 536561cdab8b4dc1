import { z } from "zod";
import { decimal, oneOf } from "../params/declare.js";
import { unitSystems, weightParam } from "./body-measures.js";
import { amount, defineCalculator } from "./calculator.js";
import { roundHalfAwayFromZero } from "./round.js";
import { fluidOuncesPerCup, kilogramsPerPound, millilitresPerFluidOunce } from "./units.js";

const fluidOuncesPer30ExerciseMinutes = 12;

const resultSchema = z.object({
  fluidOunces: amount("Suggested daily fluid, baseline plus exercise, rounded to 1 place (US fluid ounces)"),
  liters: amount("The same amount, rounded to 2 places (liters)"),
  cups: amount("The same amount in 8 fl oz cups, rounded to 1 place (US cups)"),
  baselineFluidOunces: amount("Half the body weight in pounds, rounded to 1 place (US fluid ounces)"),
  exerciseFluidOunces: amount("12 fl oz per 30 minutes of exercise, rounded to 1 place (US fluid ounces)"),
});

/** Daily fluid from body weight and exercise (docs/calculators.md). */
export const waterIntake = defineCalculator({
  slug: "water-intake",
  operationId: "calculateWaterIntake",
  name: "Water intake",
  summary: "Estimates how much water to drink in a day from body weight and minutes of exercise.",
  description:
    "Starts from half your body weight in pounds as fluid ounces and adds 12 fl oz for every 30 minutes of exercise. Returns fluid ounces, liters and cups, plus the baseline and exercise parts.",
  params: {
    units: oneOf(unitSystems, {
      default: "imperial",
      label: "Units",
      description: "Unit of `weight`: `imperial` for pounds, `metric` for kilograms.",
      help: "Pounds or kilograms.",
      valueLabels: { imperial: "US (lb)", metric: "Metric (kg)" },
    }),
    weight: weightParam(160),
    exerciseMinutes: decimal({
      minimum: 0,
      maximum: 600,
      default: 30,
      step: 1,
      unit: "minutes",
      label: "Exercise (minutes)",
      entry: "minutes of exercise",
      description: "Minutes of exercise in the day.",
    }),
  },
  example: "units=metric&weight=70&exerciseMinutes=45",
  plainMethod:
    "Half your body weight in pounds, as fluid ounces of water a day, plus 12 fl oz for every 30 minutes of exercise.",
  method:
    "fluidOunces = pounds / 2 + exerciseMinutes / 30 x 12, with kilograms / 0.45359237 = pounds, 1 fl oz = 29.5735295625 ml and 1 cup = 8 fl oz.",
  disclaimer:
    "A rule-of-thumb estimate, not medical advice: needs vary with heat, diet and health, and people with kidney or heart conditions should follow their clinician's fluid advice.",
  resultSchema,
  compute({ units, weight, exerciseMinutes }) {
    const pounds = units === "metric" ? weight / kilogramsPerPound : weight;
    const baseline = pounds / 2;
    const exercise = (exerciseMinutes / 30) * fluidOuncesPer30ExerciseMinutes;
    const fluidOunces = baseline + exercise;
    return {
      fluidOunces: roundHalfAwayFromZero(fluidOunces, 1),
      liters: roundHalfAwayFromZero((fluidOunces * millilitresPerFluidOunce) / 1000, 2),
      cups: roundHalfAwayFromZero(fluidOunces / fluidOuncesPerCup, 1),
      baselineFluidOunces: roundHalfAwayFromZero(baseline, 1),
      exerciseFluidOunces: roundHalfAwayFromZero(exercise, 1),
    };
  },
});
