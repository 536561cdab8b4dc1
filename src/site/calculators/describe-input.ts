import type { UnitSystem } from "../../calculators/body-measures.js";
import type { Calculator } from "../../calculators/calculator.js";
import { formatNumber } from "../format.js";
import { counts } from "./form-values.js";
import { convertMeasure, formatMeasure } from "./people-units.js";

/** The values an answer used, as people write them: "5 ft 7 in, 160 lb"; `formUnits`: the form's own choice. */
export function describeInput(
  calculator: Calculator,
  input: Readonly<Record<string, unknown>>,
  formUnits?: string | null,
): string {
  const chosen = (param: string) => String(input[param] ?? "");
  return Object.entries(calculator.params)
    .flatMap(([name, decl]) => {
      const value = input[name];
      if (decl.kind === "enum") {
        return name === "units"
          ? []
          : [`${(decl.valueLabels?.[String(value)] ?? String(value)).replace(/ \(.*\)$/, "").toLowerCase()}`];
      }
      if (
        (decl.kind !== "number" && decl.kind !== "integer") ||
        typeof value !== "number" ||
        !counts(decl, chosen)
      )
        return [];
      if (decl.kind === "number" && decl.measure) {
        const { quantity } = decl.measure;
        if (decl.measure.system === "units")
          return [formatMeasure(quantity, chosen("units") as UnitSystem, value)];
        // Taken in US units; shown in the units the visitor entered.
        return formUnits === "metric"
          ? [formatMeasure(quantity, "metric", convertMeasure(quantity, value, "metric"))]
          : [formatMeasure(quantity, "imperial", value)];
      }
      const number = formatNumber(value, value % 1 ? 1 : 0);
      return [decl.unit === "years" ? `age ${number}` : `${number}${decl.unit ? ` ${decl.unit}` : ""}`];
    })
    .join(", ");
}
