import { calculatorResult } from "../../api/operations/calculator-operations.js";
import { type UnitSystem, unitSystems } from "../../calculators/body-measures.js";
import type { Calculator } from "../../calculators/calculator.js";
import { cachedIn } from "../../http/cached-in.js";
import { decimalText } from "../../params/decimal.js";
import type { EnumDecl, IntegerDecl, Measure, NumberDecl } from "../../params/declare.js";
import { parseQuery } from "../../params/parse-query.js";
import {
  counts,
  exampleOf,
  hintOf,
  measureInputs,
  measureTexts,
  readMeasure,
  readNumber,
} from "./form-values.js";
import { convertMeasure, unitInputs } from "./people-units.js";

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

/** A number the form asks for: one input, or two for a height in feet and inches. */
export interface NumberEntry {
  readonly kind: "number";
  /** Unique in the form: the parameter, with the unit system for measures (`height-metric`). */
  readonly id: string;
  readonly param: string;
  readonly label: string;
  readonly hint: string;
  readonly inputs: readonly InputState[];
  /** When the entry is shown: only while another parameter has a value (`units=metric`). */
  readonly when?: NumberDecl["onlyWhen"];
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

/** Every query key a calculator's form reads: its parameters and their unit inputs, cached per calculator. */
export function formKeys(calculator: Calculator): ReadonlySet<string> {
  return cachedIn(
    keysOf,
    calculator,
    (): ReadonlySet<string> =>
      new Set(
        Object.entries(calculator.params).flatMap(([name, decl]) => [
          name,
          ...(decl.kind === "number" && decl.measure
            ? unitSystems.flatMap((system) =>
                unitInputs[decl.measure!.quantity][system].map((unit) => unit.key),
              )
            : []),
        ]),
      ),
  );
}

/** Metric when a query naming no units holds only metric entries (`?cm=175&kg=70`, a link typed by hand). */
function impliedUnits(calculator: Calculator, query: URLSearchParams): UnitSystem | undefined {
  const uses = (system: UnitSystem) =>
    Object.values(calculator.params).some(
      (decl) =>
        decl.kind === "number" &&
        decl.measure?.system === "units" &&
        unitInputs[decl.measure.quantity][system].some((unit) => query.has(unit.key)),
    );
  return uses("metric") && !uses("imperial") ? "metric" : undefined;
}

/** A form being read: the query, the entries made from it so far, and the queries they make. */
interface Reading {
  readonly query: URLSearchParams;
  /** Whether the query carried any of the form's entries. */
  readonly submitted: boolean;
  /** The value of a choice, as read (its default when absent or refused). */
  readonly chosen: (param: string) => string;
  readonly entries: FormEntry[];
  /** The API's query: what the calculator computes from. */
  readonly apiQuery: URLSearchParams;
  /** The address of this result: what counts, in the chosen units' inputs only. */
  readonly canonical: URLSearchParams;
  /** Whether every entry that counts was read. */
  complete: boolean;
}

/** Reads and checks a form's query as people fill it in, then computes the answer with the API's own code. */
export function formState(calculator: Calculator, query: URLSearchParams): FormState {
  const choices = readChoices(calculator, query);
  const keys = formKeys(calculator);
  const reading: Reading = {
    query,
    submitted: [...query.keys()].some((key) => keys.has(key)),
    chosen: (param) => choices.get(param)?.value ?? "",
    entries: [],
    apiQuery: new URLSearchParams(),
    canonical: new URLSearchParams(),
    complete: true,
  };
  for (const [name, decl] of Object.entries(calculator.params)) {
    if (decl.kind === "enum") addChoice(reading, name, decl, choices.get(name)!);
    else if (decl.kind === "number" && decl.measure) addMeasure(reading, name, decl, decl.measure);
    else if (decl.kind === "number" || decl.kind === "integer") addNumber(reading, name, decl);
  }
  const { entries, submitted, canonical } = reading;
  if (!submitted) {
    const defaults = parseQuery(calculator.params, new URLSearchParams());
    return {
      entries,
      submitted,
      query: canonical,
      example: defaults.ok ? calculatorResult(calculator, defaults.value) : undefined,
    };
  }
  const parsed = reading.complete ? parseQuery(calculator.params, reading.apiQuery) : undefined;
  return parsed?.ok
    ? { entries, submitted, query: canonical, result: calculatorResult(calculator, parsed.value) }
    : { entries, submitted, query: canonical };
}

/** A choice's value as read, with what to fix when the one sent was refused. */
type Choice = { readonly value: string; readonly error?: string };

/** Each choice's value as sent or implied, else its default with what to fix. */
function readChoices(calculator: Calculator, query: URLSearchParams): Map<string, Choice> {
  const choices = new Map<string, Choice>();
  const implied = impliedUnits(calculator, query);
  for (const [name, decl] of Object.entries(calculator.params)) {
    if (decl.kind !== "enum") continue;
    const raw = query.get(name) ?? (name === "units" ? implied : undefined) ?? null;
    const fallback = decl.default ?? decl.values[0] ?? "";
    if (raw === null || decl.values.includes(raw)) choices.set(name, { value: raw ?? fallback });
    else {
      const labels = decl.values.map((value) => decl.valueLabels?.[value] ?? value);
      choices.set(name, { value: fallback, error: `Choose one of: ${labels.join(", ")}.` });
    }
  }
  return choices;
}

function addChoice(reading: Reading, name: string, decl: EnumDecl, choice: Choice): void {
  const { value, error } = choice;
  reading.entries.push({
    kind: "choice",
    id: name,
    param: name,
    label: decl.label ?? name,
    hint: decl.help,
    decl,
    value,
    error,
  });
  if (error) reading.complete = false;
  reading.apiQuery.set(name, value);
  reading.canonical.set(name, value);
}

/** What to fix in an entry that counts once the form was sent: the reading's error, or that it is empty. */
function entryError(
  reading: Reading,
  read: { error?: string; empty: boolean },
  what: string,
): string | undefined {
  if (!reading.submitted) return undefined;
  return read.error ?? (read.empty ? `Enter ${what}.` : undefined);
}

/** A measure (a height, a weight): one entry per unit system, the chosen one read and checked. */
function addMeasure(reading: Reading, name: string, decl: NumberDecl, measure: Measure): void {
  const { query, submitted, chosen } = reading;
  const needed = counts(decl, chosen);
  const label = decl.label ?? name;
  const { quantity } = measure;
  const follows = measure.system === "units";
  const active: UnitSystem = follows ? (chosen("units") as UnitSystem) : "imperial";
  const read = readMeasure(name, decl, active, query);
  for (const system of follows ? unitSystems : (["imperial"] as const)) {
    const isActive = system === active;
    const texts = isActive
      ? read.texts
      : read.value !== undefined
        ? measureTexts(quantity, system, convertMeasure(quantity, read.value, system))
        : unitInputs[quantity][system].map((unit) => query.get(unit.key) ?? "");
    reading.entries.push({
      kind: "number",
      id: follows ? `${name}-${system}` : name,
      param: name,
      label,
      hint: hintOf(decl, system),
      inputs: measureInputs(decl, system, submitted ? texts : texts.map(() => "")),
      when: follows ? { param: "units", value: system } : decl.onlyWhen,
      error: isActive && needed ? entryError(reading, read, decl.entry ?? label) : undefined,
      empty: isActive && needed && read.empty,
    });
  }
  if (!needed) return;
  if (!read.empty)
    for (const [index, unit] of unitInputs[quantity][active].entries())
      reading.canonical.set(unit.key, read.texts[index] ?? "");
  if (read.value === undefined) reading.complete = false;
  else reading.apiQuery.set(name, decimalText(read.value));
}

/** A plain number (an age, a step count): one input. */
function addNumber(reading: Reading, name: string, decl: NumberDecl | IntegerDecl): void {
  const needed = counts(decl, reading.chosen);
  const label = decl.label ?? name;
  const read = readNumber(name, decl, reading.query);
  reading.entries.push({
    kind: "number",
    id: name,
    param: name,
    label,
    hint: hintOf(decl),
    inputs: [
      {
        key: name,
        label,
        value: reading.submitted ? (read.texts[0] ?? "") : "",
        min: decl.minimum,
        max: decl.maximum,
        step: decl.kind === "integer" ? 1 : (decl.step ?? "any"),
        example: exampleOf(decl),
      },
    ],
    when: decl.onlyWhen,
    error: needed ? entryError(reading, read, decl.entry ?? label) : undefined,
    empty: needed && read.empty,
  });
  if (!needed) return;
  if (!read.empty) reading.canonical.set(name, read.texts[0] ?? "");
  if (read.value === undefined) reading.complete = false;
  else reading.apiQuery.set(name, decimalText(read.value));
}
