import type { EnumDecl, ParamDecl } from "../../params/declare.js";
import { describeAllowed } from "../../params/describe.js";
import type { FieldState, FormState } from "./form-state.js";
import { InlineCode } from "./inline-code.js";

/** The id of a field's control. */
export const fieldId = (name: string) => `field-${name}`;

function rangeText(decl: ParamDecl): string {
  if (decl.kind !== "number" && decl.kind !== "integer") return "";
  const allowed = describeAllowed(decl);
  return `${allowed.charAt(0).toUpperCase()}${allowed.slice(1)}.`;
}

function FieldMessages(props: { readonly field: FieldState }) {
  const { field } = props;
  const id = fieldId(field.name);
  return (
    <>
      <p class="hint" id={`${id}-hint`}>
        <InlineCode text={field.decl.description} /> {rangeText(field.decl)}
      </p>
      <p class="field-error" id={`${id}-error`} hidden={field.error === undefined}>
        {field.error ? <InlineCode text={field.error} /> : null}
      </p>
    </>
  );
}

function describedBy(field: FieldState): string {
  const id = fieldId(field.name);
  return field.error ? `${id}-hint ${id}-error` : `${id}-hint`;
}

function ChoiceField(props: { readonly field: FieldState; readonly decl: EnumDecl }) {
  const { field, decl } = props;
  const id = fieldId(field.name);
  const label = (value: string) => decl.valueLabels?.[value] ?? value;
  if (decl.values.length > 3) {
    return (
      <div class="field">
        <label for={id}>{decl.label ?? field.name}</label>
        <select
          id={id}
          name={field.name}
          aria-describedby={describedBy(field)}
          aria-invalid={field.error ? "true" : undefined}
        >
          {decl.values.map((value) => (
            <option value={value} selected={value === field.value}>
              {label(value)}
            </option>
          ))}
        </select>
        <FieldMessages field={field} />
      </div>
    );
  }
  return (
    <fieldset class="field choice" aria-describedby={describedBy(field)}>
      <legend>{decl.label ?? field.name}</legend>
      <div class="choices">
        {decl.values.map((value) => (
          <label class="choice-option">
            <input type="radio" name={field.name} value={value} checked={value === field.value} />
            <span>{label(value)}</span>
          </label>
        ))}
      </div>
      <FieldMessages field={field} />
    </fieldset>
  );
}

/** A valid floating-point number in HTML's sense (HTML section 2.3.4.3), or an empty value. */
const validFloat = /^(-?(\d+(\.\d+)?|\.\d+)([eE][-+]?\d+)?)?$/;

function NumberField(props: {
  readonly field: FieldState;
  readonly decl: Extract<ParamDecl, { minimum: number }>;
}) {
  const { field, decl } = props;
  const id = fieldId(field.name);
  const step = "step" in decl && decl.step !== undefined ? decl.step : decl.kind === "integer" ? 1 : "any";
  // A number input may only hold a valid number (HTML, "valid floating-point number"); what the
  // visitor typed otherwise ("5ft8") stays visible in a text input, beside the message about it.
  const range = validFloat.test(field.value)
    ? ({ type: "number", inputmode: "decimal", min: decl.minimum, max: decl.maximum, step } as const)
    : ({ type: "text", inputmode: "decimal" } as const);
  return (
    <div class="field">
      <label for={id}>{decl.label ?? field.name}</label>
      <input
        id={id}
        name={field.name}
        {...range}
        value={field.value}
        aria-describedby={describedBy(field)}
        aria-invalid={field.error ? "true" : undefined}
      />
      <FieldMessages field={field} />
    </div>
  );
}

/**
 * A calculator's form, derived from its parameter declarations; it submits by GET to `action`, the
 * calculator's page (the browser script imports this module, so it stays free of the route table).
 */
export function CalculatorForm(props: {
  readonly slug: string;
  readonly action: string;
  readonly state: FormState;
}) {
  return (
    <form class="calculator-form" method="get" action={props.action} novalidate data-calculator={props.slug}>
      {props.state.formError ? (
        <p class="form-error" role="alert">
          <InlineCode text={props.state.formError} />
        </p>
      ) : null}
      {props.state.fields.map((field) =>
        field.decl.kind === "enum" ? (
          <ChoiceField field={field} decl={field.decl} />
        ) : field.decl.kind === "number" || field.decl.kind === "integer" ? (
          <NumberField field={field} decl={field.decl} />
        ) : null,
      )}
      <button type="submit" class="button">
        Calculate
      </button>
    </form>
  );
}
