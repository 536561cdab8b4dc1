import { calculatorResult } from "../../api/operations/calculator-operations.js";
import { type UnitSystem, unitSystems } from "../../calculators/body-measures.js";
import type { Calculator } from "../../calculators/calculator.js";
import type { EnumDecl } from "../../params/declare.js";
import { parseQuery } from "../../params/parse-query.js";
import { formatNumber } from "../format.js";
import {
  counts,
  exampleOf,
  hintOf,
  measureInputs,
  measureTexts,
  readMeasure,
  readNumber,
} from "./form-values.js";
import { convertMeasure, formatMeasure, unitInputs } from "./people-units.js";

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
