import type { FormState } from "./form-state.js";
import { ResultView } from "./result-views.js";

/** The API URL answering the same input as JSON (a site path). */
export function apiPath(slug: string, input: Readonly<Record<string, unknown>>): string {
  const query = new URLSearchParams(Object.entries(input).map(([name, value]) => [name, String(value)]));
  const search = query.toString();
  return `/api/v1/calculators/${slug}${search ? `?${search}` : ""}`;
}

/** The result region of a calculator page: the result with its method and disclaimer, or what to fix. */
export function ResultPanel(props: { readonly slug: string; readonly state: FormState }) {
  const { result } = props.state;
  if (!result) {
    return (
      <div class="result result-empty">
        <h2 id="result-title">Result</h2>
        <p>Correct the marked field to see the result.</p>
      </div>
    );
  }
  return (
    <div class="result">
      <h2 id="result-title">Result</h2>
      <ResultView slug={props.slug} result={result.result} input={result.input} />
      <p class="method">
        <strong>How it is calculated:</strong> {result.method}
      </p>
      {result.disclaimer ? <p class="disclaimer">{result.disclaimer}</p> : null}
      <p class="api-link">
        For developers: <a href={apiPath(props.slug, result.input)}>the same result from the API</a>
      </p>
    </div>
  );
}
