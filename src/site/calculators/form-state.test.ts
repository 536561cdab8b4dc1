import { describe, expect, it } from "vitest";
import { calculatorResult } from "../../api/operations/calculator-operations.js";
import { bmi } from "../../calculators/bmi.js";
import type { Calculator } from "../../calculators/calculator.js";
import { heartRateZones } from "../../calculators/heart-rate-zones.js";
import { stepsToCalories } from "../../calculators/steps-to-calories.js";
import { stepsToMiles } from "../../calculators/steps-to-miles.js";
import { tdee } from "../../calculators/tdee.js";
import { parseQuery } from "../../params/parse-query.js";
import { describeInput } from "./describe-input.js";
import { type FormEntry, formState } from "./form-state.js";

const calculator = bmi as unknown as Calculator;
const state = (query: string, of: Calculator = calculator) => formState(of, new URLSearchParams(query));
const entry = (entries: readonly FormEntry[], id: string) => entries.find((candidate) => candidate.id === id);
const values = (found: FormEntry | undefined) =>
  found?.kind === "number" ? found.inputs.map((input) => [input.key, input.value]) : undefined;

describe("formState", () => {
  it("shows empty entries and an example, not a result, before anything is entered", () => {
    const empty = state("");
    expect(empty.submitted).toBe(false);
    expect(empty.result).toBeUndefined();
    expect(empty.example).toEqual(
      calculatorResult(calculator, { units: "imperial", height: 67, weight: 160 }),
    );
    expect(values(entry(empty.entries, "height-imperial"))).toEqual([
      ["ft", ""],
      ["in", ""],
    ]);
    const feet = entry(empty.entries, "height-imperial");
    expect(feet?.kind === "number" && feet.inputs.map((input) => input.example)).toEqual(["5", "7"]);
    expect(describeInput(calculator, empty.example!.input)).toBe("5 ft 7 in, 160 lb");
  });

  it("takes a US height in feet and inches, and computes what the API computes for the inches", () => {
    const feet = state("units=imperial&ft=5&in=9&lb=160");
    expect(feet.result).toEqual(calculatorResult(calculator, { units: "imperial", height: 69, weight: 160 }));
    // The metric inputs (hidden while US units are chosen) hold the same measures.
    expect(values(entry(feet.entries, "height-metric"))).toEqual([["cm", "175.3"]]);
    expect(values(entry(feet.entries, "weight-metric"))).toEqual([["kg", "72.6"]]);
    expect(feet.query.toString()).toBe("units=imperial&ft=5&in=9&lb=160");
    expect(state("units=metric&cm=175&kg=70").result?.result).toMatchObject({ bmi: 22.9 });
  });

  it("reads a link with only metric entries (?cm=175&kg=70) as metric, as the README promises", () => {
    const metric = state("cm=175&kg=70");
    expect(metric.result).toEqual(calculatorResult(calculator, { units: "metric", height: 175, weight: 70 }));
    expect(metric.query.toString()).toBe("units=metric&cm=175&kg=70");
    // US entries, or a mix, keep the default units.
    expect(state("ft=5&in=9&lb=160").result?.input).toMatchObject({ units: "imperial", height: 69 });
  });

  it("takes kilograms and centimeters where the API takes pounds and inches, and sends it those", () => {
    const calories = stepsToCalories as unknown as Calculator;
    const metric = state("steps=10000&units=metric&kg=70", calories);
    expect(metric.result?.input).toEqual({ steps: 10000, weightLb: 154.32 });
    expect(metric.query.toString()).toBe("steps=10000&units=metric&kg=70");
    expect(describeInput(calories, metric.result!.input, "metric")).toBe("10,000 steps, 70 kg");
    // The API's own parameter holds pounds whatever the form's units: shown as 72.6 kg, sent as it came.
    const api = state("steps=10000&weightLb=160&units=metric", calories);
    expect(api.result?.input).toEqual({ steps: 10000, weightLb: 160 });
    expect(values(entry(api.entries, "weightLb-metric"))).toEqual([["kg", "72.6"]]);
    expect(state("steps=10000&kg=70", calories).query.get("units")).toBe("metric");
    expect(state("steps=10000&units=kilos&kg=70", calories).result).toBeUndefined();
    // Steps to miles asks for units only with a height: an average stride's address has none.
    const miles = stepsToMiles as unknown as Calculator;
    expect(state("steps=10000&stride=average&units=metric", miles).query.toString()).toBe(
      "steps=10000&stride=average",
    );
    expect(state("steps=10000&stride=height&units=metric&cm=170", miles).result?.input).toMatchObject({
      heightIn: 66.93,
    });
  });

  it("still reads the API's own parameters, so links with ?height=67 keep working", () => {
    const api = state("units=imperial&height=67&weight=160");
    expect(api.result?.result).toMatchObject({ bmi: 25.1 });
    expect(values(entry(api.entries, "height-imperial"))).toEqual([
      ["ft", "5"],
      ["in", "7"],
    ]);
  });

  it("says what to fix in plain words, with a person's ranges in the chosen unit", () => {
    const tall = state("units=imperial&ft=21&in=0&lb=160");
    expect(tall.result).toBeUndefined();
    expect(entry(tall.entries, "height-imperial")?.error).toBe(
      "21 ft 0 in looks unlikely for your height. Enter your height between 3 ft 0 in and 8 ft 0 in.",
    );
    expect(entry(tall.entries, "height-imperial")?.hint).toMatch(/From 3 ft 0 in to 8 ft 0 in\.$/);
    expect(entry(state("units=metric&cm=170&kg=950").entries, "weight-metric")?.error).toBe(
      "950 kg looks unlikely for your weight. Enter your weight between 20 kg and 320 kg.",
    );
    expect(entry(state("units=imperial&ft=5ft8&lb=160").entries, "height-imperial")?.error).toBe(
      "Enter your height in feet and inches as numbers, such as 5 ft 7 in.",
    );
    expect(entry(state("units=imperial&ft=5&lb=").entries, "weight-imperial")?.error).toBe(
      "Enter your weight.",
    );
    const age = state("age=300", heartRateZones as unknown as Calculator);
    expect(entry(age.entries, "age")?.error).toBe("Enter your age in years between 10 and 120 years.");
    for (const found of [...tall.entries, ...age.entries]) expect(found.error ?? "").not.toContain("`");
  });

  it("ignores a height the stride does not use, and needs it once the stride comes from the height", () => {
    const miles = stepsToMiles as unknown as Calculator;
    expect(state("steps=8000&stride=average", miles).result?.result).toMatchObject({ miles: 3.79 });
    expect(state("steps=8000&stride=height&ft=&in=", miles).result).toBeUndefined();
    expect(state("steps=8000&stride=height&ft=6&in=0", miles).result?.input).toMatchObject({ heightIn: 72 });
  });

  it("answers every plausible query the API answers with the API's answer: absent entries take its defaults", () => {
    const calories = stepsToCalories as unknown as Calculator;
    const tdeeForm = tdee as unknown as Calculator;
    for (const [query, of] of [
      ["steps=5000", calories],
      ["steps=8000&stride=height", stepsToMiles as unknown as Calculator],
      ["age=40", tdeeForm],
      ["units=metric&height=180&weight=150", calculator],
      ["units=imperial&height=70&weight=160", calculator],
      ["units=imperial", calculator],
    ] as const) {
      const parsed = parseQuery(of.params, new URLSearchParams(query));
      expect(parsed.ok).toBe(true);
      expect(state(query, of).result, query).toEqual(calculatorResult(of, parsed.ok ? parsed.value : {}));
    }
  });

  it("asks for a height or weight left out in metric: the API's defaults are inches and pounds", () => {
    const metric = state("units=metric&weight=70");
    expect(metric.result).toBeUndefined();
    expect(entry(metric.entries, "height-metric")).toMatchObject({ empty: true });
    expect(state("units=metric&cm=175&kg=70").result?.result).toMatchObject({ bmi: 22.9 });
  });

  it("asks for an entry left empty, and reads numbers written with thousands separators", () => {
    const calories = stepsToCalories as unknown as Calculator;
    expect(entry(state("steps=&weightLb=160", calories).entries, "steps")?.error).toBe(
      "Enter a number of steps.",
    );
    expect(state("steps=5%2C000&weightLb=160", calories).result?.input).toMatchObject({ steps: 5000 });
    expect(entry(state("units=imperial&lb=1%2C000&ft=5&in=7").entries, "weight-imperial")?.error).toBe(
      "1,000 lb looks unlikely for your weight. Enter your weight between 50 lb and 700 lb.",
    );
  });

  it("refuses what the API answers but no person measures, and takes whole steps only", () => {
    // The API's contract takes a height of 120 inches (10 ft); the website asks again.
    const giant = state("units=imperial&height=120&weight=160");
    expect(giant.result).toBeUndefined();
    expect(entry(giant.entries, "height-imperial")?.error).toMatch(
      /^10 ft 0 in looks unlikely for your height\./,
    );
    const calories = stepsToCalories as unknown as Calculator;
    expect(entry(state("steps=10%2C000.5&weightLb=160", calories).entries, "steps")?.error).toBe(
      "Enter a number of steps as a whole number, such as 8,000.",
    );
    expect(state("steps=10%2C000&weightLb=160", calories).result?.input).toMatchObject({ steps: 10000 });
  });

  it("leaves out parameters the form does not have (a shared link with ?utm_source= still works)", () => {
    expect(state("units=metric&cm=175&kg=70&utm_source=mail").result?.result).toMatchObject({ bmi: 22.9 });
    expect(state("utm_source=mail").example).toBeDefined();
  });
});
