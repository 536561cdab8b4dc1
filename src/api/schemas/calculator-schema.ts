import { z } from "zod";
import type { Calculator } from "../../calculators/calculator.js";
import { paramsObjectSchema } from "../../params/param-schema.js";
import { component, uriString } from "./registry.js";

/** One entry of the calculator list (docs/api.md). */
export const calculatorEntrySchema = component(
  "CalculatorListEntry",
  z.object({
    slug: z.string(),
    operationId: z.string(),
    endpoint: uriString().describe("Absolute URL of the calculator endpoint."),
    parameters: z.array(
      z.object({
        name: z.string(),
        type: z.enum(["integer", "number", "string"]),
        required: z.boolean().optional(),
        default: z.union([z.number(), z.string()]).optional(),
        minimum: z.number().optional(),
        maximum: z.number().optional(),
        enum: z.array(z.string()).optional(),
        unit: z.string().nullable().optional(),
        description: z.string().optional(),
      }),
    ),
    summary: z.string().optional(),
    description: z.string().optional(),
    page: uriString().optional().describe("The calculator's web page."),
  }),
);

/** The calculator list (docs/api.md). */
export const calculatorListSchema = component(
  "CalculatorList",
  z.object({
    calculators: z.array(calculatorEntrySchema),
    count: z.number().int().min(0).optional(),
  }),
);

function pascalCase(slug: string): string {
  return slug.replace(/(^|-)([a-z])/g, (_match, _dash, letter: string) => letter.toUpperCase());
}

/** The CalculatorResult schema of one calculator, with its own `input` and `result` members. */
export function calculatorResultSchema(calculator: Calculator): z.ZodType {
  const base = {
    calculator: z.literal(calculator.slug).describe("The calculator slug that produced the result."),
    input: paramsObjectSchema(calculator.params).describe("The parameters actually used, defaults included."),
    result: calculator.resultSchema,
    method: z.string().describe("The formula in one sentence."),
  };
  const shape =
    calculator.disclaimer === undefined
      ? base
      : { ...base, disclaimer: z.string().describe("Health disclaimer.") };
  return component(
    `${pascalCase(calculator.slug)}Result`,
    z.object(shape),
    `CalculatorResult of ${calculator.slug}.`,
  );
}
