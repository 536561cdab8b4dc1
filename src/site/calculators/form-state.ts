import { calculatorResult } from "../../api/operations/calculator-operations.js";
import { type UnitSystem, unitSystems } from "../../calculators/body-measures.js";
import type { Calculator } from "../../calculators/calculator.js";
import type { EnumDecl, IntegerDecl, NumberDecl } from "../../params/declare.js";
import { parseQuery } from "../../params/parse-query.js";
import { formatNumber } from "../format.js";
import { convertMeasure, feetAndInches, formatMeasure, plausibleRange, unitInputs } from "./people-units.js";

/** One input of the form: its name in the query, its label, what is in it and its limits. */
export interface InputState {
  readonly key: string;
  readonly label: string;
  /** A unit written after the input ("ft", "cm"); absent when the label says it. */
  readonly unit?: string;
  readonly value: string;
  readonly min?: number;
  readonly max?: number;
  readonly step: number | "any";
  /** The placeholder: an example value. */
  readonly example: string;
}

/** When an entry is shown: only while another parameter has a value (`units=metric`). */
export interface ShownWhen {
  readonly param: string;
  readonly value: string;
}

/** A number the form asks for: one input, or two for a height in feet and inches. */
export interface NumberEntry {
  readonly kind: "number";
  /** Unique in the form: the parameter, with the unit system for measures (`height-metric`). */
  readonly id: string;
  readonly param: string;
  readonly label: string;
  readonly hint: string;
  readonly inputs: readonly InputState[];
  readonly when?: ShownWhen;
  /** What to fix, in plain words; absent when the entry is fine. */
  readonly error?: string;
  /** Whether the visitor left it empty while it counts. */
  readonly empty: boolean;
}

/** A choice the form offers: radio buttons, or a list for more than three values. */
export interface ChoiceEntry {
  readonly kind: "choice";
  readonly id: string;
  readonly param: string;
  readonly label: string;
  readonly hint?: string;
  readonly decl: EnumDecl;
  readonly value: string;
  readonly error?: string;
}

/** One entry of a calculator form. */
export type FormEntry = NumberEntry | ChoiceEntry;

/** What a calculator answers: the API's result body. */
export type CalculatorAnswer = ReturnType<typeof calculatorResult>;

/** A calculator form after reading a query, with the result when every entry is fine. */
export interface FormState {
  readonly entries: readonly FormEntry[];
  /** The answer for what the visitor entered. */
  readonly result?: CalculatorAnswer;
  /** Before anything is entered: the answer for the example values, which the page labels as such. */
  readonly example?: CalculatorAnswer;
  /** Whether the query carried any of the form's entries. */
  readonly submitted: boolean;
  /** The query of what counts (the chosen units' inputs only): the address of this result. */
  readonly query: URLSearchParams;
}

type NumberDeclOf = NumberDecl | IntegerDecl;

const plainNumber = /^\s*-?(\d+(\.\d+)?|\.\d+)\s*$/;

/** A number as people type it: "5,000" is 5000 (the hints write numbers that way); anything else as it is. */
const groupedDigits = /^\s*-?\d{1,3}(,\d{3})+(\.\d+)?\s*$/;
function ungrouped(text: string): string {
  return groupedDigits.test(text) ? text.replaceAll(",", "") : text;
}

/** Whether a parameter counts under the chosen values (`heightIn` only when `stride=height`). */
function counts(decl: NumberDeclOf | EnumDecl, chosen: (param: string) => string): boolean {
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
  const [low, high] = plausibleRange(decl.measure!.quantity, system);
  return [Math.max(low, decl.minimum), Math.min(high, decl.maximum)];
}

/** The example value of a number as people write it (`5 ft 7 in`, `30`). */
function exampleOf(decl: NumberDeclOf, system?: UnitSystem): string {
  const value = decl.default ?? decl.minimum;
  if (decl.kind === "number" && decl.measure && system)
    return formatMeasure(decl.measure.quantity, system, value);
  return formatNumber(value);
}

/** The texts of a measure's inputs for a value in the API's unit (67 inches -> 5 ft, 7 in). */
function measureTexts(quantity: "height" | "weight", system: UnitSystem, value: number): string[] {
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
function readMeasure(name: string, decl: NumberDecl, system: UnitSystem, query: URLSearchParams): ReadValue {
  const quantity = decl.measure!.quantity;
  const units = unitInputs(quantity, system);
  const entry = decl.entry ?? decl.label ?? name;
  const notNumber =
    quantity === "height" && system === "imperial"
      ? `Enter ${entry} in feet and inches as numbers, such as ${exampleOf(decl, system)}.`
      : `Enter ${entry} as a number, such as ${exampleOf(decl, system)}.`;
  let texts = units.map((unit) => query.get(unit.key) ?? "");
  let value: number | undefined;
  if (!query.has(name) && units.every((unit) => !query.has(unit.key))) {
    // Not in the query at all: the API's default, as the API reads it (docs/calculators.md).
    if (decl.default === undefined) return { texts, empty: true };
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
function readNumber(name: string, decl: NumberDeclOf, query: URLSearchParams): ReadValue {
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

function hintOf(decl: NumberDeclOf, system?: UnitSystem): string {
  const [low, high] = rangeWords(decl, system);
  return `${decl.help ?? decl.description} From ${low} to ${high}.`;
}

function measureInputs(decl: NumberDecl, system: UnitSystem, texts: readonly string[]): InputState[] {
  const quantity = decl.measure!.quantity;
  const example = decl.default ?? decl.minimum;
  const exampleTexts = measureTexts(
    quantity,
    system,
    system === "metric" ? convertMeasure(quantity, example, "metric") : example,
  );
  return unitInputs(quantity, system).map((unit, index) => {
    const feet = unit.key === "ft";
    const inches = unit.key === "in";
    return {
      key: unit.key,
      label: unit.label,
      unit: unit.unit,
      value: texts[index] ?? "",
      min: feet || inches ? 0 : measureRange(decl, system)[0],
      max: feet
        ? Math.floor(measureRange(decl, system)[1] / 12)
        : inches
          ? undefined
          : measureRange(decl, system)[1],
      step: feet ? 1 : "any",
      example: exampleTexts[index] ?? "",
    };
  });
}

const keysOf = new WeakMap<Calculator, ReadonlySet<string>>();

/** Every query key a calculator's form reads (its parameters and the unit inputs of its measures), once per calculator. */
export function formKeys(calculator: Calculator): ReadonlySet<string> {
  let keys = keysOf.get(calculator);
  if (!keys) {
    keys = new Set(
      Object.entries(calculator.params).flatMap(([name, decl]) => [
        name,
        ...(decl.kind === "number" && decl.measure
          ? unitSystems.flatMap((system) =>
              unitInputs(decl.measure!.quantity, system).map((unit) => unit.key),
            )
          : []),
      ]),
    );
    keysOf.set(calculator, keys);
  }
  return keys;
}

/**
 * The unit system a query's entries are written in when it names none: metric when only metric
 * entries are present (`?cm=175&kg=70`, a link typed by hand), else undefined (the default).
 */
function impliedUnits(calculator: Calculator, query: URLSearchParams): UnitSystem | undefined {
  const uses = (system: UnitSystem) =>
    Object.values(calculator.params).some(
      (decl) =>
        decl.kind === "number" &&
        decl.measure?.system === "units" &&
        unitInputs(decl.measure.quantity, system).some((unit) => query.has(unit.key)),
    );
  return uses("metric") && !uses("imperial") ? "metric" : undefined;
}

/**
 * Reads a calculator form's query as people fill it in (feet and inches, pounds or kilograms, in
 * the chosen units), checks each entry with a message in plain words, and computes the answer with
 * the API's own parser and code. Before anything is entered it computes the example instead.
 */
export function formState(calculator: Calculator, query: URLSearchParams): FormState {
  const params = Object.entries(calculator.params);
  const choice = new Map<string, { value: string; error?: string }>();
  const implied = impliedUnits(calculator, query);
  for (const [name, decl] of params) {
    if (decl.kind !== "enum") continue;
    const raw = query.get(name) ?? (name === "units" ? implied : undefined) ?? null;
    const fallback = decl.default ?? decl.values[0] ?? "";
    if (raw === null || decl.values.includes(raw)) choice.set(name, { value: raw ?? fallback });
    else {
      const labels = decl.values.map((value) => decl.valueLabels?.[value] ?? value);
      choice.set(name, { value: fallback, error: `Choose one of: ${labels.join(", ")}.` });
    }
  }
  const chosen = (param: string) => choice.get(param)?.value ?? "";
  const keys = formKeys(calculator);
  const submitted = [...query.keys()].some((key) => keys.has(key));

  const entries: FormEntry[] = [];
  const apiQuery = new URLSearchParams();
  const canonical = new URLSearchParams();
  let complete = true;
  for (const [name, decl] of params) {
    if (decl.kind === "enum") {
      const { value, error } = choice.get(name)!;
      entries.push({
        kind: "choice",
        id: name,
        param: name,
        label: decl.label ?? name,
        hint: decl.help,
        decl,
        value,
        error,
      });
      if (error) complete = false;
      apiQuery.set(name, value);
      canonical.set(name, value);
      continue;
    }
    if (decl.kind !== "number" && decl.kind !== "integer") continue;
    const needed = counts(decl, chosen);
    const label = decl.label ?? name;
    if (decl.kind === "number" && decl.measure) {
      const { quantity } = decl.measure;
      const follows = decl.measure.system === "units";
      const active: UnitSystem = follows ? (chosen("units") as UnitSystem) : "imperial";
      const read = readMeasure(name, decl, active, query);
      for (const system of follows ? unitSystems : (["imperial"] as const)) {
        const isActive = system === active;
        const texts = isActive
          ? read.texts
          : read.value !== undefined
            ? measureTexts(quantity, system, convertMeasure(quantity, read.value, system))
            : unitInputs(quantity, system).map((unit) => query.get(unit.key) ?? "");
        entries.push({
          kind: "number",
          id: follows ? `${name}-${system}` : name,
          param: name,
          label,
          hint: hintOf(decl, system),
          inputs: measureInputs(decl, system, submitted ? texts : texts.map(() => "")),
          when: follows ? { param: "units", value: system } : decl.onlyWhen,
          error:
            isActive && needed && submitted
              ? (read.error ?? (read.empty ? `Enter ${decl.entry ?? label}.` : undefined))
              : undefined,
          empty: isActive && needed && read.empty,
        });
      }
      if (!needed) continue;
      if (!read.empty) {
        for (const [index, unit] of unitInputs(quantity, active).entries()) {
          canonical.set(unit.key, read.texts[index] ?? "");
        }
      }
      if (read.value === undefined) complete = false;
      else apiQuery.set(name, String(read.value));
      continue;
    }
    const read = readNumber(name, decl, query);
    entries.push({
      kind: "number",
      id: name,
      param: name,
      label,
      hint: hintOf(decl),
      inputs: [
        {
          key: name,
          label,
          value: submitted ? (read.texts[0] ?? "") : "",
          min: decl.minimum,
          max: decl.maximum,
          step: decl.kind === "integer" ? 1 : (decl.step ?? "any"),
          example: exampleOf(decl),
        },
      ],
      when: decl.onlyWhen,
      error:
        needed && submitted
          ? (read.error ?? (read.empty ? `Enter ${decl.entry ?? label}.` : undefined))
          : undefined,
      empty: needed && read.empty,
    });
    if (!needed) continue;
    if (!read.empty) canonical.set(name, read.texts[0] ?? "");
    if (read.value === undefined) complete = false;
    else apiQuery.set(name, String(read.value));
  }

  if (!submitted) {
    const defaults = parseQuery(calculator.params, new URLSearchParams());
    return {
      entries,
      submitted,
      query: canonical,
      example: defaults.ok ? calculatorResult(calculator, defaults.value) : undefined,
    };
  }
  if (!complete) return { entries, submitted, query: canonical };
  const parsed = parseQuery(calculator.params, apiQuery);
  return parsed.ok
    ? { entries, submitted, query: canonical, result: calculatorResult(calculator, parsed.value) }
    : { entries, submitted, query: canonical };
}

/** The values an answer used, as people write them: "5 ft 7 in, 160 lb". */
export function describeInput(calculator: Calculator, input: Readonly<Record<string, unknown>>): string {
  const chosen = (param: string) => String(input[param] ?? "");
  return Object.entries(calculator.params)
    .flatMap(([name, decl]) => {
      const value = input[name];
      if (decl.kind === "enum") {
        return name === "units"
          ? []
          : [`${(decl.valueLabels?.[String(value)] ?? String(value)).replace(/ \(.*\)$/, "").toLowerCase()}`];
      }
      if (
        (decl.kind !== "number" && decl.kind !== "integer") ||
        typeof value !== "number" ||
        !counts(decl, chosen)
      )
        return [];
      if (decl.kind === "number" && decl.measure) {
        const system: UnitSystem =
          decl.measure.system === "units" ? (chosen("units") as UnitSystem) : "imperial";
        return [formatMeasure(decl.measure.quantity, system, value)];
      }
      const number = formatNumber(value, value % 1 ? 1 : 0);
      return [decl.unit === "years" ? `age ${number}` : `${number}${decl.unit ? ` ${decl.unit}` : ""}`];
    })
    .join(", ");
}
