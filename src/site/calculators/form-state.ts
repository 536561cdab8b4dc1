import { calculatorResult } from "../../api/operations/calculator-operations.js";
import { heightAndWeightUnits, type UnitSystem, unitSystems } from "../../calculators/body-measures.js";
import type { Calculator } from "../../calculators/calculator.js";
import { cachedIn } from "../../http/cached-in.js";
import { decimalText } from "../../params/decimal.js";
import type { EnumDecl, IntegerDecl, NumberDecl } from "../../params/declare.js";
import { parseQuery } from "../../params/parse-query.js";
import { counts, hintOf, measureTexts, numberInputs, readNumber } from "./form-values.js";
import { convertMeasure, inUsUnitsOnly, unitInputs } from "./people-units.js";

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
  /** When the entry is shown: only while each of these choices has its value (`units=metric`). */
  readonly when?: readonly NonNullable<NumberDecl["onlyWhen"]>[];
  /** What to fix, in plain words; absent when the entry is fine. */
  readonly error?: string;
  /** Whether the visitor left it empty while it counts. */
  readonly empty: boolean;
}

/** A choice the form offers: radio buttons, or a list for more than three values. */
export interface ChoiceEntry extends Pick<NumberEntry, "id" | "param" | "label" | "error" | "when"> {
  readonly kind: "choice";
  readonly hint?: string;
  readonly decl: EnumDecl;
  readonly value: string;
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
          ...(inUsUnitsOnly(decl) ? ["units"] : []),
          ...(decl.kind === "number" && decl.measure
            ? unitSystems.flatMap((system) =>
                unitInputs[decl.measure!.quantity][system].map((unit) => unit.key),
              )
            : []),
        ]),
      ),
  );
}

/** A measure the API takes in US units only (`weightLb`, `heightIn`), if the calculator has one. */
function fixedMeasure(calculator: Calculator): NumberDecl | undefined {
  return Object.values(calculator.params).find(inUsUnitsOnly);
}

const unitsOf = new WeakMap<Calculator, EnumDecl | null>();

/**
 * The form's own choice of units for a measure the API takes in US units only: the `units` of the body
 * measures, labeled for that measure; people enter kilograms or centimeters, and the form sends the API
 * pounds or inches (docs/website.md).
 * @example formUnits(stepsToCalories)?.valueLabels // { imperial: "US (lb)", metric: "Metric (kg)" }
 */
export function formUnits(calculator: Calculator): EnumDecl | undefined {
  const made = cachedIn(unitsOf, calculator, () => {
    const measured = fixedMeasure(calculator);
    if (!measured?.measure || "units" in calculator.params) return null;
    const inputs = unitInputs[measured.measure.quantity];
    const units = (system: UnitSystem) => inputs[system].map((unit) => unit.unit).join(", ");
    return {
      ...heightAndWeightUnits,
      description: "The units the form reads the measure in; the API takes it in US units.",
      valueLabels: { imperial: `US (${units("imperial")})`, metric: `Metric (${units("metric")})` },
      ...(measured.onlyWhen ? { onlyWhen: measured.onlyWhen } : {}),
    };
  });
  return made ?? undefined;
}

/** Metric when a query naming no units holds only metric entries (`?cm=175&kg=70`, a link typed by hand). */
function impliedUnits(calculator: Calculator, query: URLSearchParams): UnitSystem | undefined {
  const uses = (system: UnitSystem) =>
    Object.values(calculator.params).some(
      (decl) =>
        decl.kind === "number" &&
        decl.measure !== undefined &&
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
  // The form's own units come just before the measure they are for, and are not the API's.
  const ownUnitsBefore = formUnits(calculator) ? fixedMeasure(calculator) : undefined;
  for (const [name, decl] of Object.entries(calculator.params)) {
    if (decl === ownUnitsBefore) addChoice(reading, choices.get("units")!, false);
    if (decl.kind === "enum") addChoice(reading, choices.get(name)!, true);
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

/**
 * A choice read: in the address of the result while it counts (the form's own units only with a height
 * for steps to miles), and in the API's query unless it is the form's own.
 */
function addChoice(reading: Reading, choice: ChoiceEntry, forApi: boolean): void {
  reading.entries.push(choice);
  if (!counts(choice.decl, reading.chosen)) return;
  if (choice.error) reading.complete = false;
  if (forApi) reading.apiQuery.set(choice.param, choice.value);
  reading.canonical.set(choice.param, choice.value);
}

/** Each choice as sent or implied, else its default with what to fix. */
function readChoices(calculator: Calculator, query: URLSearchParams): Map<string, ChoiceEntry> {
  const choices = new Map<string, ChoiceEntry>();
  const implied = impliedUnits(calculator, query);
  const own = formUnits(calculator);
  for (const [name, decl] of [
    ...Object.entries(calculator.params),
    ...(own ? [["units", own] as const] : []),
  ]) {
    if (decl.kind !== "enum") continue;
    const raw = query.get(name) ?? (name === "units" ? implied : undefined) ?? null;
    const refused = raw !== null && !decl.values.includes(raw);
    choices.set(name, {
      kind: "choice",
      id: name,
      param: name,
      label: decl.label ?? name,
      hint: decl.help,
      decl,
      ...whenShown(decl.onlyWhen, undefined),
      value: (refused ? null : raw) ?? decl.default ?? decl.values[0] ?? "",
      error: refused
        ? `Choose one of: ${decl.values.map((value) => decl.valueLabels?.[value] ?? value).join(", ")}.`
        : undefined,
    });
  }
  return choices;
}

/** A number: one input, or for a measure (a height, a weight) one entry per unit system, the chosen one read. */
function addNumber(reading: Reading, name: string, decl: NumberDecl | IntegerDecl): void {
  const { query, submitted, chosen } = reading;
  const needed = counts(decl, chosen);
  const label = decl.label ?? name;
  const quantity = decl.kind === "number" ? decl.measure?.quantity : undefined;
  // A measure follows the API's units, or the form's own (`formUnits`) for one the API takes in US units.
  const follows = quantity !== undefined && chosen("units") !== "";
  const active = quantity && (follows ? (chosen("units") as UnitSystem) : "imperial");
  const read = readNumber(name, decl, active, query);
  // What to fix in an entry that counts once the form was sent: the reading's error, or that it is empty.
  const error =
    submitted && needed
      ? (read.error ?? (read.empty ? `Enter ${decl.entry ?? label}.` : undefined))
      : undefined;
  for (const system of follows ? unitSystems : [active]) {
    const isActive = system === active;
    const texts =
      isActive || !quantity || !system
        ? read.texts
        : read.value !== undefined
          ? measureTexts(quantity, system, convertMeasure(quantity, read.value, system))
          : unitInputs[quantity][system].map((unit) => query.get(unit.key) ?? "");
    const inputs = numberInputs(name, decl, system, submitted ? texts : texts.map(() => ""));
    reading.entries.push({
      kind: "number",
      id: follows ? `${name}-${system}` : name,
      param: name,
      label,
      hint: hintOf(decl, system),
      inputs,
      ...whenShown(decl.onlyWhen, follows ? system : undefined),
      error: isActive ? error : undefined,
      empty: isActive && needed && read.empty,
    });
    if (isActive && needed && !read.empty)
      for (const [index, input] of inputs.entries())
        reading.canonical.set(input.key, read.texts[index] ?? "");
  }
  if (!needed) return;
  if (read.value === undefined) reading.complete = false;
  else reading.apiQuery.set(name, decimalText(read.sent ?? apiValue(decl, active, read.value)));
}

/** When an entry is shown: under its parameter's choice (`stride=height`), and its unit system's. */
function whenShown(
  onlyWhen: NumberDecl["onlyWhen"],
  system: UnitSystem | undefined,
): Pick<NumberEntry, "when"> {
  const when = [...(onlyWhen ? [onlyWhen] : []), ...(system ? [{ param: "units", value: system }] : [])];
  return when.length > 0 ? { when } : {};
}

/**
 * A value read in the form's units as the API takes it: a measure it takes in US units converted to them,
 * to 2 places, so that the answer describes it as entered (170 cm is 66.93 in, and 66.93 in is 170 cm).
 */
function apiValue(decl: NumberDecl | IntegerDecl, system: UnitSystem | undefined, value: number): number {
  return inUsUnitsOnly(decl) && system === "metric"
    ? convertMeasure(decl.measure.quantity, value, "imperial", 2)
    : value;
}
