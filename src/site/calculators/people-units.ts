import type { UnitSystem } from "../../calculators/body-measures.js";
import { centimetresPerInch, kilogramsPerPound } from "../../calculators/units.js";
import type { Measure, NumberDecl, ParamDecl } from "../../params/declare.js";
import { formatNumber } from "../format.js";

/**
 * Whether the API takes this parameter as a measure in US units only (`weightLb`, `heightIn`): the form
 * reads it in its own units (`formUnits`) and converts metric to them.
 */
export function inUsUnitsOnly(decl: ParamDecl): decl is NumberDecl & { readonly measure: Measure } {
  return decl.kind === "number" && decl.measure?.system === "imperial";
}

/** One input of a measure as people enter it: feet, inches, centimeters, pounds or kilograms. */
export interface UnitInput {
  /** The query key and input name (`ft`, `in`, `cm`, `lb`, `kg`). */
  readonly key: string;
  readonly label: string;
  readonly unit: string;
  /** How many API units (inches, centimeters, pounds, kilograms) one of these is. */
  readonly factor: number;
}

/** The inputs of a measure in a unit system (feet and inches for a US height). */
export const unitInputs: Readonly<
  Record<Measure["quantity"], Readonly<Record<UnitSystem, readonly UnitInput[]>>>
> = {
  height: {
    imperial: [
      { key: "ft", label: "Feet", unit: "ft", factor: 12 },
      { key: "in", label: "Inches", unit: "in", factor: 1 },
    ],
    metric: [{ key: "cm", label: "Centimeters", unit: "cm", factor: 1 }],
  },
  weight: {
    imperial: [{ key: "lb", label: "Pounds", unit: "lb", factor: 1 }],
    metric: [{ key: "kg", label: "Kilograms", unit: "kg", factor: 1 }],
  },
};

/**
 * The range of a measure the website's forms take, in the API's unit of the system: a person's, narrower
 * than the API's, whose height of 20 to 260 serves centimeters and inches alike (in feet "1 ft 8 in to 21 ft 8 in").
 */
export const plausibleRange: Readonly<
  Record<Measure["quantity"], Readonly<Record<UnitSystem, readonly [number, number]>>>
> = {
  height: { imperial: [36, 96], metric: [90, 245] },
  weight: { imperial: [50, 700], metric: [20, 320] },
};

/** Inches as whole feet and the inches left, to 1 place: 67 -> [5, 7], 71.96 -> [6, 0]. */
export function feetAndInches(inches: number): readonly [number, number] {
  const tenths = Math.round(inches * 10);
  return [Math.floor(tenths / 120), (tenths % 120) / 10];
}

/** A measure in the API's unit as people read it: "5 ft 7 in", "170 cm", "160 lb". */
export function formatMeasure(quantity: Measure["quantity"], system: UnitSystem, value: number): string {
  if (quantity === "height" && system === "imperial") {
    const [feet, inches] = feetAndInches(value);
    return `${feet} ft ${formatNumber(inches, inches % 1 === 0 ? 0 : 1)} in`;
  }
  const unit = unitInputs[quantity][system][0]!.unit;
  return `${formatNumber(value, value % 1 === 0 ? 0 : 1)} ${unit}`;
}

/** A measure converted between systems (inches <-> centimeters, pounds <-> kilograms), to `places` (1). */
export function convertMeasure(
  quantity: Measure["quantity"],
  value: number,
  to: UnitSystem,
  places = 1,
): number {
  const factor = quantity === "height" ? centimetresPerInch : kilogramsPerPound;
  const scale = 10 ** places;
  return Math.round((to === "metric" ? value * factor : value / factor) * scale) / scale;
}
