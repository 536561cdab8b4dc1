import type { UnitSystem } from "../../calculators/body-measures.js";
import type { EnumDecl, IntegerDecl, NumberDecl } from "../../params/declare.js";
import { formatNumber } from "../format.js";
import type { InputState } from "./form-state.js";
import { convertMeasure, feetAndInches, formatMeasure, plausibleRange, unitInputs } from "./people-units.js";

type NumberDeclOf = NumberDecl | IntegerDecl;

const plainNumber = /^\s*-?(\d+(\.\d+)?|\.\d+)\s*$/;

/** A number as people type it: "5,000" is 5000 (the hints write numbers that way); anything else as it is. */
const groupedDigits = /^\s*-?\d{1,3}(,\d{3})+(\.\d+)?\s*$/;
function ungrouped(text: string): string {
  return groupedDigits.test(text) ? text.replaceAll(",", "") : text;
}

/** Whether a parameter counts under the chosen values (`heightIn` only when `stride=height`). */
export function counts(decl: NumberDeclOf | EnumDecl, chosen: (param: string) => string): boolean {
  return !decl.onlyWhen || chosen(decl.onlyWhen.param) === decl.onlyWhen.value;
}

function rangeWords(decl: NumberDeclOf, system: UnitSystem | undefined): [string, string] {
  if (decl.kind === "number" && decl.measure && system) {
    const [low, high] = measureRange(decl, system);
    return [
      formatMeasure(decl.measure.quantity, system, low),
      formatMeasure(decl.measure.quantity, system, high),
    ];
  }
  const unit = decl.unit ? ` ${decl.unit}` : "";
  return [formatNumber(decl.minimum, decl.minimum % 1 ? 1 : 0), `${formatNumber(decl.maximum)}${unit}`];
}

/** The range a form takes for a body measure: a person's (`plausibleRange`), within the API's. */
function measureRange(decl: NumberDecl, system: UnitSystem): readonly [number, number] {
  const [low, high] = plausibleRange[decl.measure!.quantity][system];
  return [Math.max(low, decl.minimum), Math.min(high, decl.maximum)];
}

/** The example value of a number as people write it (`5 ft 7 in`, `30`). */
export function exampleOf(decl: NumberDeclOf, system?: UnitSystem): string {
  const value = decl.default ?? decl.minimum;
  if (decl.kind === "number" && decl.measure && system)
    return formatMeasure(decl.measure.quantity, system, value);
  return formatNumber(value);
}

/** The texts of a measure's inputs for a value in the API's unit (67 inches -> 5 ft, 7 in). */
export function measureTexts(quantity: "height" | "weight", system: UnitSystem, value: number): string[] {
  if (quantity === "height" && system === "imperial") return feetAndInches(value).map(String);
  return [String(value)];
}

interface ReadValue {
  readonly value?: number;
  readonly texts: readonly string[];
  readonly error?: string;
  readonly empty: boolean;
}

/** Reads a measure in one unit system from the query; an API-style value (`height=67`) also works. */
export function readMeasure(
  name: string,
  decl: NumberDecl,
  system: UnitSystem,
  query: URLSearchParams,
): ReadValue {
  const quantity = decl.measure!.quantity;
  const units = unitInputs[quantity][system];
  const entry = decl.entry ?? decl.label ?? name;
  const notNumber =
    quantity === "height" && system === "imperial"
      ? `Enter ${entry} in feet and inches as numbers, such as ${exampleOf(decl, system)}.`
      : `Enter ${entry} as a number, such as ${exampleOf(decl, system)}.`;
  let texts = units.map((unit) => query.get(unit.key) ?? "");
  let value: number | undefined;
  if (!query.has(name) && units.every((unit) => !query.has(unit.key))) {
    // Not in the query at all: the API's default, as the API reads it (docs/calculators.md); but that
    // default is in inches or pounds, so in metric it is no one's height or weight: asked for instead.
    if (decl.default === undefined || (system === "metric" && decl.measure!.system === "units"))
      return { texts, empty: true };
    return { value: decl.default, texts: measureTexts(quantity, system, decl.default), empty: false };
  }
  if (texts.every((text) => text.trim() === "")) {
    const apiValue = ungrouped(query.get(name) ?? "");
    if (apiValue.trim() === "") return { texts, empty: true };
    if (!plainNumber.test(apiValue))
      return { texts: [apiValue, ...texts.slice(1)], error: notNumber, empty: false };
    value = Number(apiValue);
    texts = measureTexts(quantity, system, value);
  } else {
    texts = texts.map(ungrouped);
    if (texts.some((text) => text.trim() !== "" && !plainNumber.test(text)))
      return { texts, error: notNumber, empty: false };
    value = units.reduce((sum, unit, index) => sum + Number(texts[index]?.trim() || 0) * unit.factor, 0);
  }
  // A person's range (within the API's): 21 ft is a typo, not a height (docs/website.md).
  const [lowest, highest] = measureRange(decl, system);
  if (value < lowest || value > highest) {
    const [low, high] = rangeWords(decl, system);
    const shown = formatMeasure(quantity, system, Math.round(value * 10) / 10);
    return {
      texts,
      error: `${shown} looks unlikely for ${entry}. Enter ${entry} between ${low} and ${high}.`,
      empty: false,
    };
  }
  return { value, texts, empty: false };
}

/** Reads a plain number (steps, age, minutes) from the query. */
export function readNumber(name: string, decl: NumberDeclOf, query: URLSearchParams): ReadValue {
  // Not in the query at all: the API's default (docs/calculators.md); left empty: asked for.
  if (!query.has(name) && decl.default !== undefined)
    return { value: decl.default, texts: [String(decl.default)], empty: false };
  const text = ungrouped(query.get(name) ?? "");
  const entry = decl.entry ?? decl.label ?? name;
  if (text.trim() === "") return { texts: [text], empty: true };
  const wholeOnly = decl.kind === "integer" || decl.whole === true;
  if (!(wholeOnly ? /^\s*-?\d+\s*$/ : plainNumber).test(text)) {
    const kind = wholeOnly && plainNumber.test(text) ? "a whole number" : "a number";
    return { texts: [text], error: `Enter ${entry} as ${kind}, such as ${exampleOf(decl)}.`, empty: false };
  }
  const value = Number(text);
  if (value < decl.minimum || value > decl.maximum) {
    const [low, high] = rangeWords(decl, undefined);
    return { texts: [text], error: `Enter ${entry} between ${low} and ${high}.`, empty: false };
  }
  return { value, texts: [text], empty: false };
}

/** The hint under an entry: the parameter's help and the range the form takes. */
export function hintOf(decl: NumberDeclOf, system?: UnitSystem): string {
  const [low, high] = rangeWords(decl, system);
  return `${decl.help ?? decl.description} From ${low} to ${high}.`;
}

/** The inputs of a measure in one unit system, with their limits and example values. */
export function measureInputs(decl: NumberDecl, system: UnitSystem, texts: readonly string[]): InputState[] {
  const quantity = decl.measure!.quantity;
  const example = decl.default ?? decl.minimum;
  const exampleTexts = measureTexts(
    quantity,
    system,
    system === "metric" ? convertMeasure(quantity, example, "metric") : example,
  );
  const [low, high] = measureRange(decl, system);
  return unitInputs[quantity][system].map((unit, index) => {
    const feet = unit.key === "ft";
    const inches = unit.key === "in";
    return {
      key: unit.key,
      label: unit.label,
      unit: unit.unit,
      value: texts[index] ?? "",
      min: feet || inches ? 0 : low,
      max: feet ? Math.floor(high / 12) : inches ? undefined : high,
      step: feet ? 1 : "any",
      example: exampleTexts[index] ?? "",
    };
  });
}
