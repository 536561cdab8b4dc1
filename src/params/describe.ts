import type { ParamDecl } from "./declare.js";

/** The allowed values of a parameter in words, as error messages and forms show them. */
export function describeAllowed(decl: ParamDecl): string {
  switch (decl.kind) {
    case "integer":
    case "number": {
      const range = `${decl.kind === "integer" ? "a whole number" : "a number"} from ${decl.minimum} to ${decl.maximum}`;
      return decl.unit ? `${range} (${decl.unit})` : range;
    }
    case "enum":
      return `one of ${decl.values.map((value) => `\`${value}\``).join(", ")}`;
    case "text":
      return `text of ${decl.minLength} to ${decl.maxLength} characters`;
    case "slug":
      return "lower-case letters, digits and hyphens (pattern ^[a-z0-9-]+$)";
  }
}

/** A valid value to show in hints and examples. */
export function exampleValue(decl: ParamDecl): string {
  switch (decl.kind) {
    case "integer":
    case "number":
      return String(decl.default ?? decl.minimum);
    case "enum":
      return decl.default ?? decl.values[0] ?? "";
    case "text":
    case "slug":
      return decl.example;
  }
}

/** A valid `name=value` query pair, percent-encoded as it would appear in a URL. */
export function examplePair(name: string, decl: ParamDecl, value = exampleValue(decl)): string {
  return `${name}=${encodeURIComponent(value)}`;
}

/** The received value quoted for a message: control characters escaped, long values shortened. */
export function quoteReceived(raw: string): string {
  // Cut by code points, so that an emoji is never split into a lone surrogate.
  const shown = raw.length > 64 ? `${Array.from(raw.slice(0, 122)).slice(0, 61).join("")}...` : raw;
  return JSON.stringify(shown);
}
