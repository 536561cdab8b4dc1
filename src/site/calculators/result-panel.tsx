import type { Calculator } from "../../calculators/calculator.js";
import { fieldId } from "./calculator-form.js";
import { describeInput } from "./describe-input.js";
import type { FormState } from "./form-state.js";
import { type ResultLimits, ResultView } from "./result-views.js";

/** The API URL answering the same input as JSON (a site path). */
export function apiPath(slug: string, input: Readonly<Record<string, unknown>>): string {
  const query = new URLSearchParams(Object.entries(input).map(([name, value]) => [name, String(value)]));
  const search = query.toString();
  return `/api/v1/calculators/${slug}${search ? `?${search}` : ""}`;
}

/** The result region of a calculator page: the result, a labelled example, or what is left to fill in. */
export function ResultPanel(props: {
  readonly calculator: Calculator;
  readonly state: FormState;
  /** The app's limits the result is read against (the app facts, on the server and in the page). */
  readonly limits?: ResultLimits;
}) {
  const { calculator, state } = props;
  const answer = state.result ?? state.example;
  if (answer) {
    return (
      <div class={state.result ? "result" : "result result-example"}>
        <h2 id="result-title">{state.result ? "Your result" : "Example"}</h2>
        <p class="result-for">
          For {describeInput(calculator, answer.input, state.query.get("units"))}
          {state.result ? ":" : ". Enter your own numbers to see yours."}
        </p>
        <ResultView
          slug={calculator.slug}
          result={answer.result}
          input={answer.input}
          limits={props.limits}
        />
        <p class="method">
          <strong>How it is calculated:</strong> {calculator.plainMethod}
        </p>
        {answer.disclaimer ? <p class="disclaimer">{answer.disclaimer}</p> : null}
      </div>
    );
  }
  const empty = state.entries.filter((entry) => entry.kind === "number" && entry.empty && !entry.error);
  const wrong = state.entries.filter((entry) => entry.error !== undefined);
  return (
    <div class="result result-empty">
      <h2 id="result-title">Your result</h2>
      {wrong.length > 0 ? (
        // Repeated and linked here: the page opens at the result, so a phone may not show a field's message.
        <ul class="result-errors">
          {wrong.map((entry) => (
            <li>
              <a
                href={`#${fieldId(entry.kind === "number" ? (entry.inputs[0]?.key ?? entry.id) : entry.id)}`}
              >
                {entry.error}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p>
          {`Enter ${empty.map((entry) => entry.label.toLowerCase().replace(/ \(.*\)$/, "")).join(" and ")} to see your result.`}
        </p>
      )}
    </div>
  );
}
