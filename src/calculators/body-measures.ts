import { decimal, oneOf } from "../params/declare.js";
import { centimetresPerInch, kilogramsPerPound } from "./units.js";

/** The unit systems that the body-measure calculators accept, in form order. */
export const unitSystems = ["imperial", "metric"] as const;

/** `imperial` (inches, pounds) or `metric` (centimeters, kilograms). */
export type UnitSystem = (typeof unitSystems)[number];

/** The `units` parameter of bmi and tdee: how `height` and `weight` are measured. */
export const heightAndWeightUnits = oneOf(unitSystems, {
  default: "imperial",
  label: "Units",
  description:
    "Unit system of `height` and `weight`: `imperial` for inches and pounds, `metric` for centimeters and kilograms.",
  help: "Feet, inches and pounds, or centimeters and kilograms.",
  valueLabels: { imperial: "US (ft, in, lb)", metric: "Metric (cm, kg)" },
});

/** A `height` parameter (20 to 260) whose unit follows `units`, with the given default. */
export function heightParam(defaultValue: number) {
  return decimal({
    minimum: 20,
    maximum: 260,
    default: defaultValue,
    step: 0.1,
    unit: "inches or centimeters",
    label: "Height",
    entry: "your height",
    measure: { quantity: "height", system: "units" },
    description:
      "Body height, in inches when units=imperial or in centimeters when units=metric. The default is in inches: with units=metric, send a height.",
    help: "Your height without shoes.",
  });
}

/** A `weight` parameter (10 to 900) whose unit follows `units`, with the given default. */
export function weightParam(defaultValue: number) {
  return decimal({
    minimum: 10,
    maximum: 900,
    default: defaultValue,
    step: 0.1,
    unit: "pounds or kilograms",
    label: "Weight",
    entry: "your weight",
    measure: { quantity: "weight", system: "units" },
    description:
      "Body weight, in pounds when units=imperial or in kilograms when units=metric. The default is in pounds: with units=metric, send a weight.",
    help: "Your body weight.",
  });
}

/** A weight in the given unit system, in kilograms. */
export function toKilograms(units: UnitSystem, weight: number): number {
  return units === "metric" ? weight : weight * kilogramsPerPound;
}

/** A height in the given unit system, in centimeters. */
export function toCentimetres(units: UnitSystem, height: number): number {
  return units === "metric" ? height : height * centimetresPerInch;
}

/** Age in years (docs/calculators.md: 10 to 120, default 30), shared by tdee and heart-rate-zones. */
export const ageParam = decimal({
  minimum: 10,
  maximum: 120,
  default: 30,
  step: 1,
  unit: "years",
  label: "Age (years)",
  entry: "your age in years",
  description: "Age in years.",
});
