import { decimal } from "../params/declare.js";

/** The step count of three calculators (0 to 200000, default 8000; docs/calculators.md), declared once. */
export function stepsParam(description: string) {
  return decimal({
    minimum: 0,
    maximum: 200000,
    default: 8000,
    step: 1,
    whole: true,
    unit: "steps",
    label: "Steps",
    entry: "a number of steps",
    description,
  });
}
