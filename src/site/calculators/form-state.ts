import { calculatorResult } from "../../api/operations/calculator-operations.js";
import type { Calculator } from "../../calculators/calculator.js";
import type { ParamDecl } from "../../params/declare.js";
import { parseQuery, parseValue } from "../../params/parse-query.js";

/** One form field: its declaration, the text in it and the API's message when it is invalid. */
export interface FieldState {
  readonly name: string;
  readonly decl: ParamDecl;
  /** The value shown in the control: what was sent, else the default. */
  readonly value: string;
  readonly error?: string;
}

/** A calculator form after reading a query: every field, and the result when the input is valid. */
export interface FormState {
  readonly fields: readonly FieldState[];
  /** The API's result body for the input; absent when any field is invalid. */
  readonly result?: ReturnType<typeof calculatorResult>;
  /** A problem that belongs to no field (an unknown or repeated parameter). */
  readonly formError?: string;
  /** Whether the query carried any input (a submitted form). */
  readonly submitted: boolean;
}

/**
 * Reads a calculator form's query exactly as the API reads it (the same parser and messages), and
 * computes the result with the same code; each invalid field gets the API's message.
 */
export function formState(calculator: Calculator, query: URLSearchParams): FormState {
  const fields = Object.entries(calculator.params).map(([name, decl]): FieldState => {
    const raw = query.get(name);
    const value = raw ?? String("default" in decl && decl.default !== undefined ? decl.default : "");
    if (raw === null) return { name, decl, value };
    const parsed = parseValue(name, decl, raw);
    return parsed.ok ? { name, decl, value } : { name, decl, value, error: parsed.error.message };
  });
  const submitted = [...query.keys()].length > 0;
  const parsed = parseQuery(calculator.params, query);
  if (parsed.ok) return { fields, result: calculatorResult(calculator, parsed.value), submitted };
  const fieldError = fields.some((field) => field.error !== undefined);
  return fieldError ? { fields, submitted } : { fields, formError: parsed.error.message, submitted };
}
