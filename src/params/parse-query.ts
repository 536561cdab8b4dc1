import { compareDecimal } from "./decimal.js";
import { type ParamDecl, type ParamDecls, type ParsedParams, slugPattern } from "./declare.js";
import { describeAllowed, examplePair, quoteReceived } from "./describe.js";
import { nearest, nearestValue } from "./nearest.js";

/** Why a parameter was refused: the API answers it as its 400 error envelope. */
export interface ParamError {
  readonly code: "invalid_parameter" | "missing_parameter";
  /** What went wrong, naming the parameter, the allowed range and the received value. */
  readonly message: string;
  /** How to fix the request. */
  readonly hint: string;
  readonly status?: number;
  readonly parameter?: string;
}

/** The outcome of parsing: the typed values, or the first contract error. */
export type ParseResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: ParamError };

const integerText = /^-?[0-9]+$/;
const decimalText = /^-?[0-9]+(\.[0-9]+)?$/;

/** A refused parameter, as its 400 error envelope reports it. */
function fail(
  parameter: string,
  message: string,
  hint: string,
  code: ParamError["code"] = "invalid_parameter",
): ParseResult<never> {
  return { ok: false, error: { code, parameter, message, hint } };
}

function invalid(name: string, decl: ParamDecl, raw: string, hint?: string): ParseResult<never> {
  return fail(
    name,
    `Parameter \`${name}\` must be ${describeAllowed(decl)}; received ${quoteReceived(raw)}.`,
    hint ?? `Send ${describeAllowed(decl)}, for example \`${examplePair(name, decl)}\`.`,
  );
}

/** Whether a numeral outside the range rounded onto a bound as a double (`9.9999999999999999999` is 10). */
function roundedIntoRange(raw: string, value: number, decl: { minimum: number; maximum: number }): boolean {
  if (value === decl.minimum) return compareDecimal(raw, String(decl.minimum)) < 0;
  if (value === decl.maximum) return compareDecimal(raw, String(decl.maximum)) > 0;
  return false;
}

/** Parses one raw value against its declaration (docs/api.md: strict forms). */
export function parseValue(name: string, decl: ParamDecl, raw: string): ParseResult<string | number> {
  switch (decl.kind) {
    case "integer":
    case "number": {
      const pattern = decl.kind === "integer" ? integerText : decimalText;
      if (!pattern.test(raw)) return invalid(name, decl, raw);
      const value = Number(raw) + 0; // + 0 turns -0 into 0
      if (!(value >= decl.minimum && value <= decl.maximum) || roundedIntoRange(raw, value, decl))
        return invalid(name, decl, raw);
      return { ok: true, value };
    }
    case "enum": {
      if ((decl.values as readonly string[]).includes(raw)) return { ok: true, value: raw };
      // The hint always names the nearest allowed value (docs/api.md).
      // Own keys only: `__proto__` or `constructor` is no synonym.
      const word = raw.toLowerCase();
      const synonym = decl.synonyms && Object.hasOwn(decl.synonyms, word) ? decl.synonyms[word] : undefined;
      const guess = synonym ?? nearestValue(raw, decl.values) ?? decl.values[0];
      const allowed = decl.values.map((value) => `\`${value}\``).join(", ");
      const hint = `Did you mean \`${guess}\`? Values are case-sensitive; allowed: ${allowed}. For example \`${examplePair(name, decl, guess)}\`.`;
      return invalid(name, decl, raw, hint);
    }
    case "text": {
      const trimmed = raw.trim();
      const length = [...trimmed].length;
      if (length < decl.minLength || length > decl.maxLength) {
        return fail(
          name,
          `Parameter \`${name}\` must be ${describeAllowed(decl)} after trimming white space; received ${length} ${length === 1 ? "character" : "characters"} (${quoteReceived(trimmed)}).`,
          `Send ${decl.minLength} to ${decl.maxLength} characters, for example \`${examplePair(name, decl)}\`.`,
        );
      }
      return { ok: true, value: trimmed };
    }
    case "slug": {
      if (!slugPattern.test(raw)) {
        return fail(
          name,
          `Path parameter \`${name}\` must be ${describeAllowed(decl)}; received ${quoteReceived(raw)}.`,
          `Use a ${name} of lower-case letters, digits and hyphens, for example \`${decl.example}\`.`,
        );
      }
      return { ok: true, value: raw };
    }
  }
}

/** Parses a query strictly, in a fixed order so a request always reports the same problem (docs/api.md). */
export function parseQuery<Ds extends ParamDecls>(
  decls: Ds,
  query: URLSearchParams,
): ParseResult<ParsedParams<Ds>> {
  const names = Object.keys(decls);
  const seen = new Set<string>();
  for (const name of query.keys()) {
    if (!Object.hasOwn(decls, name)) return unknownParameter(name, query.get(name) ?? "", names);
    if (seen.has(name)) return repeatedParameter(name, decls[name]!, query);
    seen.add(name);
  }
  const value: Record<string, string | number | undefined> = {};
  for (const name of names) {
    const decl = decls[name]!;
    const raw = query.get(name);
    if (raw === null) {
      if (decl.kind === "text" && decl.required) return missingParameter(name, decl);
      value[name] = "default" in decl ? decl.default : undefined;
      continue;
    }
    const parsed = parseValue(name, decl, raw);
    if (!parsed.ok) return parsed;
    value[name] = parsed.value;
  }
  return { ok: true, value: value as ParsedParams<Ds> };
}

/** A name the endpoint does not read: the nearest one it does, and the list. */
function unknownParameter(name: string, raw: string, names: readonly string[]): ParseResult<never> {
  const guess = nearest(name, names);
  const accepted = names.length
    ? `This endpoint accepts ${names.map((n) => `\`${n}\``).join(", ")}.`
    : "This endpoint takes no query parameters.";
  const hint = guess ? `Did you mean \`${guess}\`? ${accepted}` : `Remove it. ${accepted}`;
  return fail(name, `Unknown query parameter ${quoteReceived(name)}; received ${quoteReceived(raw)}.`, hint);
}

/** A name given more than once: every value received, and the one form to give. */
function repeatedParameter(name: string, decl: ParamDecl, query: URLSearchParams): ParseResult<never> {
  const values = query.getAll(name);
  return fail(
    name,
    `Query parameter \`${name}\` is given ${values.length} times; received ${values.map(quoteReceived).join(", ")}; give it once, as ${describeAllowed(decl)}.`,
    `Give \`${name}\` once, for example \`${examplePair(name, decl)}\`.`,
  );
}

/** A required parameter not given: what it allows, and an example. */
function missingParameter(name: string, decl: ParamDecl): ParseResult<never> {
  return fail(
    name,
    `Missing required query parameter \`${name}\` (${describeAllowed(decl)}).`,
    `Add \`${name}\`, for example \`${examplePair(name, decl)}\`.`,
    "missing_parameter",
  );
}
