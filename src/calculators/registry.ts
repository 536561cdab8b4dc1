import { bmi } from "./bmi.js";
import type { Calculator } from "./calculator.js";
import { dailyStepGoal } from "./daily-step-goal.js";
import { heartRateZones } from "./heart-rate-zones.js";
import { stepsToCalories } from "./steps-to-calories.js";
import { stepsToMiles } from "./steps-to-miles.js";
import { tdee } from "./tdee.js";
import { walkingTime } from "./walking-time.js";
import { waterIntake } from "./water-intake.js";

/** Every calculator, in the order of docs/calculators.md. */
export const calculators: readonly Calculator[] = [
  stepsToCalories,
  stepsToMiles,
  dailyStepGoal,
  walkingTime,
  bmi,
  tdee,
  heartRateZones,
  waterIntake,
];

/** The calculator with this slug, or undefined when there is none. */
export function findCalculator(slug: string): Calculator | undefined {
  return calculators.find((calculator) => calculator.slug === slug);
}
