import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { ParamDecl, ParamDecls } from "../params/declare.js";
import { parseQuery } from "../params/parse-query.js";
import type { Calculator } from "./calculator.js";
import { calculators, findCalculator } from "./registry.js";

/** Any value in a parameter's declared domain, ends and typed-in decimals included. */
function arbitraryFor(decl: ParamDecl): fc.Arbitrary<string | number> {
  switch (decl.kind) {
    case "integer":
    case "number":
      return fc.oneof(
        fc.double({ min: decl.minimum, max: decl.maximum, noNaN: true }),
        fc.integer({ min: decl.minimum * 10, max: decl.maximum * 10 }).map((tenths) => tenths / 10),
        fc.constantFrom(decl.minimum, decl.maximum),
      );
    case "enum":
      return fc.constantFrom(...decl.values);
    default:
      throw new Error(`calculators take numbers and enums, not ${decl.kind}`);
  }
}

function inputArbitrary(params: ParamDecls) {
  return fc.record(
    Object.fromEntries(Object.entries(params).map(([name, decl]) => [name, arbitraryFor(decl)])),
  );
}

function numbersIn(value: unknown): number[] {
  if (typeof value === "number") return [value];
  if (Array.isArray(value)) return value.flatMap(numbersIn);
  if (value && typeof value === "object") return Object.values(value).flatMap(numbersIn);
  return [];
}

/** Paths of result members whose schema lacks a description ending in "(unit)". */
function undescribed(schema: z.ZodType, path: string): string[] {
  const own = /\(.+\)$/.test(schema.description ?? "") ? [] : [path];
  if (schema instanceof z.ZodArray) return [...own, ...undescribed(schema.element as z.ZodType, `${path}[]`)];
  if (schema instanceof z.ZodObject) {
    return Object.entries(schema.shape).flatMap(([name, member]) =>
      undescribed(member as z.ZodType, `${path}.${name}`),
    );
  }
  return own;
}

const slugs = [
  "steps-to-calories",
  "steps-to-miles",
  "daily-step-goal",
  "walking-time",
  "bmi",
  "tdee",
  "heart-rate-zones",
  "water-intake",
];

describe("calculator registry", () => {
  it("lists the eight calculators in the specification's order", () => {
    expect(calculators.map((calculator) => calculator.slug)).toEqual(slugs);
    expect(new Set(calculators.map((calculator) => calculator.operationId)).size).toBe(slugs.length);
  });

  it("finds a calculator by slug and nothing for an unknown slug", () => {
    for (const slug of slugs) expect(findCalculator(slug)?.slug).toBe(slug);
    expect(findCalculator("bmr")).toBeUndefined();
    expect(findCalculator("BMI")).toBeUndefined();
  });

  it("names each operation after its slug", () => {
    for (const calculator of calculators) {
      const camel = calculator.slug.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase());
      expect(calculator.operationId).toBe(`calculate${camel}`);
    }
  });

  it("puts a disclaimer on every calculator except steps-to-miles and walking-time", () => {
    const without = calculators
      .filter((calculator) => !calculator.disclaimer)
      .map((calculator) => calculator.slug);
    expect(without).toEqual(["steps-to-miles", "walking-time"]);
  });
});

const entries = calculators.map((calculator): [string, Calculator] => [calculator.slug, calculator]);

describe.each(entries)("%s", (_, calculator) => {
  it("describes every parameter with a label, a sentence, a default and a unit or value labels", () => {
    for (const decl of Object.values(calculator.params as ParamDecls)) {
      expect(decl.label).toBeTruthy();
      expect(decl.description).toMatch(/^[A-Z`].*\.$/);
      if (decl.kind === "number") {
        expect(decl.unit).toBeTruthy();
        expect(decl.default).toBeGreaterThanOrEqual(decl.minimum);
        expect(decl.default).toBeLessThanOrEqual(decl.maximum);
      } else if (decl.kind === "enum") {
        expect(decl.values).toContain(decl.default);
        expect(Object.keys(decl.valueLabels ?? {})).toEqual(decl.values);
      } else {
        throw new Error(`unexpected parameter kind ${decl.kind}`);
      }
    }
  });

  it("states its words as sentences", () => {
    for (const words of [calculator.summary, calculator.method, calculator.disclaimer ?? "A."]) {
      expect(words).toMatch(/^[A-Za-z].*\.$/);
    }
  });

  it("describes every result member with its unit, and converts to JSON Schema", () => {
    expect(undescribed(calculator.resultSchema, "result").filter((path) => path !== "result")).toEqual([]);
    expect(z.toJSONSchema(calculator.resultSchema)).toMatchObject({ type: "object" });
  });

  // Non-negative where the schema says so (every member but TDEE's energies, whose equation
  // docs/calculators.md states unclamped).
  it("gives finite results that match its schema over the whole input domain", () => {
    fc.assert(
      fc.property(inputArbitrary(calculator.params), (input) => {
        const result = calculator.compute(input as never);
        for (const value of numbersIn(result)) expect(Number.isFinite(value)).toBe(true);
        expect(calculator.resultSchema.safeParse(result).error).toBeUndefined();
      }),
      { numRuns: 300 },
    );
  });

  it("defaults every parameter, so that no query at all gives a valid result", () => {
    const parsed = parseQuery(calculator.params, new URLSearchParams());
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(Object.values(parsed.value)).not.toContain(undefined);
    expect(calculator.resultSchema.safeParse(calculator.compute(parsed.value)).success).toBe(true);
  });
});
