import { centimetresPerInch, kilogramsPerPound } from "../../calculators/units.js";

/** Metric units per imperial unit of the fields that follow the `units` parameter. */
const metricPerImperial: Readonly<Record<string, number>> = {
  height: centimetresPerInch,
  weight: kilogramsPerPound,
};

/**
 * The value of a height or weight field after the form switches unit system, rounded to 1 place;
 * the value unchanged when the field does not follow `units` or is not a number.
 * @example convertForUnits("height", "67", "metric") // "170.2"
 */
export function convertForUnits(field: string, value: string, to: string): string {
  const factor = metricPerImperial[field];
  const number = Number(value);
  if (factor === undefined || value.trim() === "" || !Number.isFinite(number)) return value;
  const converted = to === "metric" ? number * factor : number / factor;
  return String(Math.round(converted * 10) / 10);
}
