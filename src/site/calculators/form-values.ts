import type { UnitSystem } from "../../calculators/body-measures.js";
import type { EnumDecl, IntegerDecl, Measure, NumberDecl } from "../../params/declare.js";
import { formatNumber } from "../format.js";
import type { InputState } from "./form-state.js";
import {
  convertMeasure,
  feetAndInches,
  formatMeasure,
  inUsUnitsOnly,
  plausibleRange,
  unitInputs,
} from "./people-units.js";

type NumberDeclOf = NumberDecl | IntegerDecl;

const plainNumber = /^\s*-?(\d+(\.\d+)?|\.\d+)\s*$/;
const wholeNumber = /^\s*-?\d+\s*$/;

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
    const [low, high] = formRange(decl, system);
    return [
      formatMeasure(decl.measure.quantity, system, low),
      formatMeasure(decl.measure.quantity, system, high),
    ];
  }
  const unit = decl.unit ? ` ${decl.unit}` : "";
  return [formatNumber(decl.minimum, decl.minimum % 1 ? 1 : 0), `${formatNumber(decl.maximum)}${unit}`];
}

/** The range a form takes: for a body measure a person's (`plausibleRange`) within the API's, else the API's. */
export function formRange(decl: NumberDeclOf, system: UnitSystem | undefined): readonly [number, number] {
  if (decl.kind !== "number" || !decl.measure || !system) return [decl.minimum, decl.maximum];
  const { quantity } = decl.measure;
  const [low, high] = plausibleRange[quantity][system];
  // A measure the API takes in US units only: its range in the form's metric units (`formUnits`).
  const converted = inUsUnitsOnly(decl) && system === "metric";
  const inForm = (limit: number) => (converted ? convertMeasure(quantity, limit, system) : limit);
  return [Math.max(low, inForm(decl.minimum)), Math.min(high, inForm(decl.maximum))];
}

/** The example value of a number as people write it (`5 ft 7 in`, `30`). */
export function exampleOf(decl: NumberDeclOf, system?: UnitSystem): string {
  const value = decl.default ?? decl.minimum;
  if (decl.kind === "number" && decl.measure && system) {
    // Defaults are in the API's US units (67 in, 160 lb): in metric, the same person, as the fields' hints.
    const { quantity } = decl.measure;
    const shown = system === "metric" ? convertMeasure(quantity, value, system) : value;
    return formatMeasure(quantity, system, shown);
  }
  return formatNumber(value);
}

/** The texts of a number's inputs for a value in the API's unit (67 inches -> 5 ft, 7 in). */
export function measureTexts(
  quantity: Measure["quantity"] | undefined,
  system: UnitSystem | undefined,
  value: number,
): string[] {
  if (quantity === "height" && system === "imperial") return feetAndInches(value).map(String);
  return [String(value)];
}

interface ReadValue {
  readonly value?: number;
  /** The API parameter's own value when the query gave it (`weightLb=160`), sent as it came. */
  readonly sent?: number;
  readonly texts: readonly string[];
  readonly error?: string;
  readonly empty: boolean;
}

/**
 * Reads a number from the query: a plain one (steps, age, minutes) by its name, a measure in one unit system
 * by its inputs (`ft` and `in`), where an API-style value (`height=67`) also works.
 */
export function readNumber(
  name: string,
  decl: NumberDeclOf,
  system: UnitSystem | undefined,
  query: URLSearchParams,
): ReadValue {
  const quantity = decl.kind === "number" && system ? decl.measure?.quantity : undefined;
  const units = quantity && system ? unitInputs[quantity][system] : [{ key: name, factor: 1 }];
  const entry = decl.entry ?? decl.label ?? name;
  const wholeOnly = decl.kind === "integer" || decl.whole === true;
  const example = exampleOf(decl, system);
  const notNumber = (text: string) =>
    quantity === "height" && system === "imperial"
      ? `Enter ${entry} in feet and inches as numbers, such as ${example}.`
      : `Enter ${entry} as ${wholeOnly && plainNumber.test(text) ? "a whole number" : "a number"}, such as ${example}.`;
  let texts = units.map((unit) => query.get(unit.key) ?? "");
  let value: number | undefined;
  let sent: number | undefined;
  if (!query.has(name) && units.every((unit) => !query.has(unit.key))) {
    // Not in the query at all: the API's default, as the API reads it (docs/calculators.md); but a measure's
    // default is in inches or pounds, so in metric it is no one's height or weight: asked for instead.
    if (decl.default === undefined || system === "metric") return { texts, empty: true };
    return { value: decl.default, texts: measureTexts(quantity, system, decl.default), empty: false };
  }
  if (texts.every((text) => text.trim() === "")) {
    const apiValue = ungrouped(query.get(name) ?? "");
    if (apiValue.trim() === "") return { texts, empty: true };
    if (!plainNumber.test(apiValue))
      return { texts: [apiValue, ...texts.slice(1)], error: notNumber(apiValue), empty: false };
    // The API's own parameter (`weightLb=160`) holds US units whatever the form's units: shown in them.
    value = Number(apiValue);
    sent = value;
    if (system === "metric" && inUsUnitsOnly(decl))
      value = convertMeasure(decl.measure.quantity, value, system);
    texts = measureTexts(quantity, system, value);
  } else {
    texts = texts.map(ungrouped);
    const refused = texts.find(
      (text) => text.trim() !== "" && !(wholeOnly ? wholeNumber : plainNumber).test(text),
    );
    if (refused !== undefined) return { texts, error: notNumber(refused), empty: false };
    value = units.reduce((sum, unit, index) => sum + Number(texts[index]?.trim() || 0) * unit.factor, 0);
  }
  // A person's range (within the API's): 21 ft is a typo, not a height (docs/website.md).
  const [lowest, highest] = formRange(decl, system);
  if (value < lowest || value > highest) {
    const [low, high] = rangeWords(decl, system);
    const shown = quantity && system && formatMeasure(quantity, system, Math.round(value * 10) / 10);
    const unlikely = shown ? `${shown} looks unlikely for ${entry}. ` : "";
    return { texts, error: `${unlikely}Enter ${entry} between ${low} and ${high}.`, empty: false };
  }
  return { value, ...(sent === undefined ? {} : { sent }), texts, empty: false };
}

/** The hint under an entry: the parameter's help and the range the form takes. */
export function hintOf(decl: NumberDeclOf, system?: UnitSystem): string {
  const [low, high] = rangeWords(decl, system);
  return `${decl.help ?? decl.description} From ${low} to ${high}.`;
}

/** The inputs of a number: its own, or a measure's in one unit system, with their limits and example values. */
export function numberInputs(
  name: string,
  decl: NumberDeclOf,
  system: UnitSystem | undefined,
  texts: readonly string[],
): InputState[] {
  if (decl.kind !== "number" || !decl.measure || !system) {
    return [
      {
        key: name,
        label: decl.label ?? name,
        value: texts[0] ?? "",
        min: decl.minimum,
        max: decl.maximum,
        step: decl.kind === "integer" ? 1 : (decl.step ?? "any"),
        example: exampleOf(decl),
      },
    ];
  }
  const quantity = decl.measure.quantity;
  const example = decl.default ?? decl.minimum;
  const exampleTexts = measureTexts(
    quantity,
    system,
    system === "metric" ? convertMeasure(quantity, example, "metric") : example,
  );
  const [low, high] = formRange(decl, system);
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
