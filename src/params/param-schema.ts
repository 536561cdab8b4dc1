import { z } from "zod";
import { type ParamDecl, type ParamDecls, slugPattern } from "./declare.js";

/** The JSON type a parameter has in the OpenAPI document and the calculator list. */
export function jsonType(decl: ParamDecl): "integer" | "number" | "string" {
  return decl.kind === "integer" ? "integer" : decl.kind === "number" ? "number" : "string";
}

/** A zod schema for a parsed parameter value (used for echoed `input` objects). */
export function paramSchema(decl: ParamDecl): z.ZodType {
  switch (decl.kind) {
    case "integer":
      return z.number().int().min(decl.minimum).max(decl.maximum).describe(decl.description);
    case "number":
      return z
        .number()
        .min(decl.minimum)
        .max(decl.maximum)
        .describe(decl.unit ? `${decl.description} (${decl.unit})` : decl.description);
    case "enum":
      return z.enum(decl.values as [string, ...string[]]).describe(decl.description);
    case "text":
      return z.string().min(decl.minLength).max(decl.maxLength).describe(decl.description);
    case "slug":
      return z.string().regex(slugPattern).describe(decl.description);
  }
}

/** A zod object for a whole parameter set, every member present (defaults applied). */
export function paramsObjectSchema(decls: ParamDecls): z.ZodObject {
  return z.object(Object.fromEntries(Object.entries(decls).map(([name, decl]) => [name, paramSchema(decl)])));
}

/** The OpenAPI 3.1 Parameter Object of a declaration. */
export function openApiParameter(
  name: string,
  decl: ParamDecl,
  location: "query" | "path",
): Record<string, unknown> {
  const schema: Record<string, unknown> = { type: jsonType(decl) };
  if (decl.kind === "integer" || decl.kind === "number") {
    schema.minimum = decl.minimum;
    schema.maximum = decl.maximum;
  }
  if (decl.kind === "enum") schema.enum = [...decl.values];
  if (decl.kind === "text") {
    schema.minLength = decl.minLength;
    schema.maxLength = decl.maxLength;
  }
  if (decl.kind === "slug") schema.pattern = slugPattern.source;
  if ("default" in decl && decl.default !== undefined) schema.default = decl.default;
  const unit = "unit" in decl && decl.unit ? ` Unit: ${decl.unit}.` : "";
  return {
    name,
    in: location,
    required: location === "path" || (decl.kind === "text" && decl.required),
    description: `${decl.description}${unit}`,
    schema,
    ...(decl.kind === "slug" || decl.kind === "text" ? { example: decl.example } : {}),
  };
}
