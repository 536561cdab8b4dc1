import { unitSystems } from "../../calculators/body-measures.js";
import type { Calculator } from "../../calculators/calculator.js";
import type { ChoiceEntry, FormEntry, FormState, InputState, NumberEntry } from "./form-state.js";

/** The id of an input (by its query key) or of an entry's hint and message (by the entry's id). */
export const fieldId = (key: string) => `field-${key}`;

/** The ids an entry's inputs are described by: the hint, and the message while there is one. */
export function describedBy(entry: Pick<FormEntry, "id" | "hint" | "error">): string | undefined {
  const id = fieldId(entry.id);
  const ids = [entry.hint ? `${id}-hint` : "", entry.error ? `${id}-error` : ""].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

/** The `data-when` of an entry shown only under choices (`stride=height units=metric`), for the stylesheet to hide. */
const whenAttribute = (entry: FormEntry) =>
  entry.when?.map((condition) => `${condition.param}=${condition.value}`).join(" ");

function EntryMessages(props: { readonly entry: FormEntry }) {
  const id = fieldId(props.entry.id);
  return (
    <>
      {props.entry.hint ? (
        <p class="hint" id={`${id}-hint`}>
          {props.entry.hint}
        </p>
      ) : null}
      <p class="field-error" id={`${id}-error`} hidden={props.entry.error === undefined}>
        {props.entry.error ?? ""}
      </p>
    </>
  );
}

function ChoiceField(props: { readonly entry: ChoiceEntry }) {
  const { entry } = props;
  const id = fieldId(entry.id);
  const label = (value: string) => entry.decl.valueLabels?.[value] ?? value;
  const described = describedBy(entry);
  if (entry.decl.values.length > 3) {
    return (
      <div class="field" data-when={whenAttribute(entry)} data-entry={entry.id}>
        <label for={id}>{entry.label}</label>
        <select
          id={id}
          name={entry.param}
          aria-describedby={described}
          aria-invalid={entry.error ? "true" : undefined}
        >
          {entry.decl.values.map((value) => (
            <option value={value} selected={value === entry.value}>
              {label(value)}
            </option>
          ))}
        </select>
        <EntryMessages entry={entry} />
      </div>
    );
  }
  return (
    <fieldset
      class="field choice"
      aria-describedby={described}
      data-when={whenAttribute(entry)}
      data-entry={entry.id}
    >
      <legend>{entry.label}</legend>
      <div class="choices">
        {entry.decl.values.map((value) => (
          <label class="choice-option">
            <input type="radio" name={entry.param} value={value} checked={value === entry.value} />
            <span>{label(value)}</span>
          </label>
        ))}
      </div>
      <EntryMessages entry={entry} />
    </fieldset>
  );
}

/** A valid floating-point number in HTML's sense (HTML section 2.3.4.3), or an empty value. */
const validFloat = /^(-?(\d+(\.\d+)?|\.\d+)([eE][-+]?\d+)?)?$/;

function NumberInput(props: {
  readonly entry: NumberEntry;
  readonly input: InputState;
  readonly labelled: boolean;
}) {
  const { entry, input } = props;
  // A number input may only hold a valid number (HTML, "valid floating-point number"); what the
  // visitor typed otherwise ("5ft8") stays visible in a text input, beside the message about it.
  // Whole numbers (steps, feet) get the phone's digits keypad; others the one with a decimal point.
  const inputmode = input.step === 1 ? "numeric" : "decimal";
  const kind = validFloat.test(input.value)
    ? ({ type: "number", inputmode, min: input.min, max: input.max, step: input.step } as const)
    : ({ type: "text", inputmode } as const);
  const control = (
    <input
      id={fieldId(input.key)}
      name={input.key}
      {...kind}
      value={input.value}
      placeholder={`e.g. ${input.example}`}
      aria-describedby={describedBy(entry)}
      aria-invalid={entry.error ? "true" : undefined}
    />
  );
  if (!props.labelled) return control;
  return (
    <label class="unit-input" for={fieldId(input.key)}>
      {control}
      <span class="unit" title={input.label}>
        {input.unit}
        <span class="visually-hidden"> ({input.label})</span>
      </span>
    </label>
  );
}

function NumberField(props: { readonly entry: NumberEntry }) {
  const { entry } = props;
  const [only] = entry.inputs;
  if (entry.inputs.length === 1 && only && only.unit === undefined) {
    return (
      <div class="field" data-when={whenAttribute(entry)} data-entry={entry.id}>
        <label for={fieldId(only.key)}>{entry.label}</label>
        <NumberInput entry={entry} input={only} labelled={false} />
        <EntryMessages entry={entry} />
      </div>
    );
  }
  return (
    <fieldset class="field measure" data-when={whenAttribute(entry)} data-entry={entry.id}>
      <legend>{entry.label}</legend>
      <div class="unit-inputs">
        {entry.inputs.map((input) => (
          <NumberInput entry={entry} input={input} labelled={true} />
        ))}
      </div>
      <EntryMessages entry={entry} />
    </fieldset>
  );
}

/** A calculator's form, made from its parameter declarations in the units people use, sent by GET. */
export function CalculatorForm(props: {
  readonly slug: string;
  /** The calculator's page, passed in because the browser script imports this module without the routes. */
  readonly action: string;
  readonly state: FormState;
  /** The app's highest daily step goal, for the result the script makes as you type. */
  readonly maximumGoalSteps?: number;
}) {
  return (
    <form
      class="calculator-form"
      method="get"
      action={props.action}
      novalidate
      data-calculator={props.slug}
      data-maximum-goal-steps={props.maximumGoalSteps}
    >
      {props.state.entries.map((entry) =>
        entry.kind === "choice" ? <ChoiceField entry={entry} /> : <NumberField entry={entry} />,
      )}
      <button type="submit" class="button">
        Calculate
      </button>
    </form>
  );
}

/** The stylesheet rules that show an entry only under its choice, so the form works without JavaScript. */
export function conditionalEntryCss(calculators: readonly Pick<Calculator, "params">[]): string {
  const rules = new Set<string>();
  const hide = (param: string, value: string, values: readonly string[]) => {
    for (const other of values.filter((candidate) => candidate !== value)) {
      rules.add(
        `.calculator-form:has([name="${param}"][value="${other}"]:checked) [data-when~="${param}=${value}"] { display: none; }`,
      );
    }
  };
  for (const { params } of calculators) {
    for (const decl of Object.values(params)) {
      // Every measure's entries follow a choice of units: the API's (`units`), or the form's own (`formUnits`).
      if (decl.kind === "number" && decl.measure) {
        for (const system of unitSystems) hide("units", system, unitSystems);
      }
      const other = decl.kind !== "slug" && decl.kind !== "text" ? decl.onlyWhen : undefined;
      const choice = other ? params[other.param] : undefined;
      if (other && choice?.kind === "enum") hide(other.param, other.value, choice.values);
    }
  }
  return [...rules].join("\n");
}
