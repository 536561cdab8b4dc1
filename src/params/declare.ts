// Each parameter is declared once, here: parsing, errors, OpenAPI, the calculator list and forms derive it.

interface BaseOptions {
  /** One sentence for people and for the OpenAPI document. */
  readonly description: string;
  /** A short label for forms; defaults to the parameter name. */
  readonly label?: string;
  /** The hint a form shows, in plain words, when `description` speaks the API's language. */
  readonly help?: string;
  /** Shown on a form only when another parameter has this value (`heightIn` when `stride=height`). */
  readonly onlyWhen?: { readonly param: string; readonly value: string };
}

/** A body measure whose unit a form lets people choose (feet and inches, centimeters, pounds, kilograms). */
export interface Measure {
  readonly quantity: "height" | "weight";
  /** `units`: the unit follows the `units` parameter; otherwise always this system. */
  readonly system: "units" | "imperial";
}

/** A number in a closed range. */
interface RangeDecl extends BaseOptions {
  readonly minimum: number;
  readonly maximum: number;
  readonly default?: number;
  readonly unit?: string;
  /** What a form asks for, in plain words: "your age in years" ("Enter your age in years ..."). */
  readonly entry?: string;
}

/** A whole number in a closed range. */
export interface IntegerDecl extends RangeDecl {
  readonly kind: "integer";
}

/** A plain decimal number in a closed range. */
export interface NumberDecl extends RangeDecl {
  readonly kind: "number";
  /** Step for HTML number inputs. */
  readonly step?: number;
  /** Whether a form takes whole numbers only (a count of steps); the API takes any decimal. */
  readonly whole?: boolean;
  /** A body measure: forms take it in the unit people use (feet and inches for a US height). */
  readonly measure?: Measure;
}

/** One of a fixed, case-sensitive set of strings. */
export interface EnumDecl<T extends string = string> extends BaseOptions {
  readonly kind: "enum";
  readonly values: readonly T[];
  readonly default?: T;
  /** Human labels per value, for forms. */
  readonly valueLabels?: Readonly<Record<T, string>>;
  /** Lower-case words an error's "did you mean" reads as a value (`tool` for `calculator`). */
  readonly synonyms?: Readonly<Record<string, T>>;
}

/** Free text with a length range counted after trimming. */
export interface TextDecl extends BaseOptions {
  readonly kind: "text";
  readonly minLength: number;
  readonly maxLength: number;
  readonly required: boolean;
  readonly example: string;
}

/** A path segment naming a resource. */
export interface SlugDecl extends BaseOptions {
  readonly kind: "slug";
  readonly example: string;
}

/** Any parameter declaration. */
export type ParamDecl = IntegerDecl | NumberDecl | EnumDecl | TextDecl | SlugDecl;

/** A named set of parameters, in the order they are documented. */
export type ParamDecls = Readonly<Record<string, ParamDecl>>;

/** The pattern every slug follows (docs/api.md). */
export const slugPattern = /^[a-z0-9-]+$/;

type ValueOf<D> = D extends IntegerDecl | NumberDecl ? number : D extends EnumDecl<infer T> ? T : string;

type IsAlwaysPresent<D> = D extends { default: unknown }
  ? true
  : D extends { kind: "slug" }
    ? true
    : D extends { required: true }
      ? true
      : false;

/** The parsed values of a parameter set: present when required or defaulted. */
export type ParsedParams<Ds extends ParamDecls> = {
  -readonly [K in keyof Ds]: IsAlwaysPresent<Ds[K]> extends true
    ? ValueOf<Ds[K]>
    : ValueOf<Ds[K]> | undefined;
};

/** Declares an integer parameter. */
export function integer<const O extends Omit<IntegerDecl, "kind">>(
  options: O,
): O & { readonly kind: "integer" } {
  return { kind: "integer", ...options };
}

/** Declares a decimal-number parameter. */
export function decimal<const O extends Omit<NumberDecl, "kind">>(
  options: O,
): O & { readonly kind: "number" } {
  return { kind: "number", ...options };
}

/** Declares an enumerated string parameter. */
export function oneOf<const T extends string, const O extends Omit<EnumDecl<T>, "kind" | "values">>(
  values: readonly T[],
  options: O,
): O & { readonly kind: "enum"; readonly values: readonly T[] } {
  return { kind: "enum", values, ...options };
}

/** Declares a free-text parameter. */
export function text<const O extends Omit<TextDecl, "kind">>(options: O): O & { readonly kind: "text" } {
  return { kind: "text", ...options };
}

/** Declares a slug path parameter. */
export function slug(options: Omit<SlugDecl, "kind">): SlugDecl {
  return { kind: "slug", ...options };
}
