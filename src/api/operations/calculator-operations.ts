import type { Calculator } from "../../calculators/calculator.js";
import { calculators } from "../../calculators/registry.js";
import { jsonType } from "../../params/param-schema.js";
import { type AnyOperation, type ApiContext, defineOperation, noPathParams } from "../operation.js";
import { calculatorListSchema, calculatorResultSchema } from "../schemas/calculator-schema.js";

/** The calculator list entry of a calculator, derived from its declaration. */
export function calculatorEntry(calculator: Calculator, context: Pick<ApiContext, "urls">) {
  return {
    slug: calculator.slug,
    operationId: calculator.operationId,
    endpoint: context.urls.absolute(`/api/v1/calculators/${calculator.slug}`),
    parameters: Object.entries(calculator.params).map(([name, decl]) => ({
      name,
      type: jsonType(decl),
      required: false,
      ...("default" in decl && decl.default !== undefined ? { default: decl.default } : {}),
      ...(decl.kind === "integer" || decl.kind === "number"
        ? { minimum: decl.minimum, maximum: decl.maximum }
        : {}),
      ...(decl.kind === "enum" ? { enum: [...decl.values] } : {}),
      unit: "unit" in decl && decl.unit ? decl.unit : null,
      description: decl.description,
    })),
    summary: calculator.summary,
    description: calculator.description,
    page: context.urls.tool(calculator.slug),
  };
}

/** `listCalculators`: every calculator with its parameters. */
export const listCalculators = defineOperation({
  operationId: "listCalculators",
  cacheKeys: () => ["calculators"],
  prepare: noPathParams,
  path: "/api/v1/calculators",
  summary: "Calculators",
  description:
    "The eight walking and body-metric calculators with their endpoints, parameters (ranges, defaults, units) and web pages.",
  tag: "Calculators",
  response: calculatorListSchema,
  handle: ({ context }) => ({
    calculators: calculators.map((calculator) => calculatorEntry(calculator, context)),
    count: calculators.length,
  }),
});

/** The result body of a calculator for parsed input (shared by the API and the web page). */
export function calculatorResult(calculator: Calculator, input: Record<string, unknown>) {
  return {
    calculator: calculator.slug,
    input,
    result: calculator.compute(input as never),
    method: calculator.method,
    ...(calculator.disclaimer === undefined ? {} : { disclaimer: calculator.disclaimer }),
  };
}

/** One operation per calculator, derived from its declaration. */
export const calculatorOperations: readonly AnyOperation[] = calculators.map((calculator: Calculator) => {
  return defineOperation({
    operationId: calculator.operationId,
    cacheKeys: () => ["calculators"],
    path: `/api/v1/calculators/${calculator.slug}`,
    summary: `${calculator.name} calculator`,
    description: `${calculator.summary} ${calculator.description} Method: ${calculator.method}`,
    tag: "Calculators",
    query: calculator.params,
    response: calculatorResultSchema(calculator),
    example: calculator.example,
    errorStatuses: [404],
    handle: ({ query }) => calculatorResult(calculator, query as Record<string, unknown>),
  });
});
