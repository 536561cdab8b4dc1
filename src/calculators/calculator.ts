import { z } from "zod";
import type { ParamDecls, ParsedParams } from "../params/declare.js";

/** A calculator: its parameters, a pure compute to a rounded result and its words (docs/calculators.md). */
export interface Calculator<Ds extends ParamDecls = ParamDecls, R extends object = object> {
  /** URL slug: `/api/v1/calculators/{slug}` and `/tools/{slug}`. */
  readonly slug: string;
  /** OpenAPI operationId, e.g. `calculateBmi`. */
  readonly operationId: string;
  /** Short name, e.g. "BMI". */
  readonly name: string;
  /** One sentence: what it answers. */
  readonly summary: string;
  /** A few sentences for the OpenAPI operation and the calculator list. */
  readonly description: string;
  /** The parameters, in form order. */
  readonly params: Ds;
  /** The formula in one sentence, with its constants. */
  readonly method: string;
  /** The same formula in plain words for the web page (the API keeps `method`). */
  readonly plainMethod: string;
  /** A query that shows the calculator beyond its defaults (the developer page's example). */
  readonly example: string;
  /** Present on health-related calculators. */
  readonly disclaimer?: string;
  /** Schema of `result`, with a description (and unit) on every member; used by OpenAPI and tests. */
  readonly resultSchema: z.ZodType<R>;
  /** Pure: parsed input to the rounded result. */
  compute(input: ParsedParams<Ds>): R;
}

/** Declares a calculator, keeping its parameter and result types linked. */
export function defineCalculator<const Ds extends ParamDecls, R extends object>(
  calculator: Calculator<Ds, R>,
): Calculator<Ds, R> {
  return calculator;
}

/** A result member: a number of 0 or more, with its description and unit. */
export const amount = (description: string) => z.number().min(0).describe(description);

/** A result member: a whole number of 0 or more, with its description and unit. */
export const count = (description: string) => z.number().int().min(0).describe(description);
