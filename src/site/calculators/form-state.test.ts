import { describe, expect, it } from "vitest";
import { calculatorResult } from "../../api/operations/calculator-operations.js";
import { bmi } from "../../calculators/bmi.js";
import type { Calculator } from "../../calculators/calculator.js";
import { formState } from "./form-state.js";

const calculator = bmi as unknown as Calculator;
const state = (query: string) => formState(calculator, new URLSearchParams(query));

describe("formState", () => {
  it("shows the defaults and their result when nothing was sent", () => {
    const empty = state("");
    expect(empty.submitted).toBe(false);
    expect(empty.fields.map((field) => [field.name, field.value])).toEqual([
      ["units", "imperial"],
      ["height", "67"],
      ["weight", "160"],
    ]);
    expect(empty.result).toEqual(
      calculatorResult(calculator, { units: "imperial", height: 67, weight: 160 }),
    );
  });

  it("keeps what was typed and gives each invalid field the API's message", () => {
    const invalid = state("height=abc&weight=5");
    expect(invalid.result).toBeUndefined();
    expect(invalid.fields[1]).toMatchObject({ value: "abc", error: expect.stringContaining("`height`") });
    expect(invalid.fields[2]?.error).toContain("from 10 to 900");
    expect(invalid.formError).toBeUndefined();
  });

  it("reports a parameter the form does not have as a form error", () => {
    const unknown = state("heigth=70");
    expect(unknown.result).toBeUndefined();
    expect(unknown.formError).toContain("Unknown query parameter");
  });
});
