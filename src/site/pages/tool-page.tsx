import { absoluteBody } from "../../api/resources/present-doc.js";
import { unitSystems } from "../../calculators/body-measures.js";
import type { Calculator } from "../../calculators/calculator.js";
import type { CalculatorPage } from "../../content/types.js";
import type { NumberDecl } from "../../params/declare.js";
import { describeAllowed } from "../../params/describe.js";
import { pagePath } from "../../routes/site-map.js";
import { CalculatorForm } from "../calculators/calculator-form.js";
import { type FormState, formState } from "../calculators/form-state.js";
import { formRange } from "../calculators/form-values.js";
import { inUsUnitsOnly, unitInputs } from "../calculators/people-units.js";
import { apiPath, ResultPanel } from "../calculators/result-panel.js";
import { DownloadNudge } from "../layout/download-nudge.js";
import { Breadcrumbs, PageHeader, Prose, RelatedPages } from "../layout/page-parts.js";
import { literalText } from "../markdown/literal-text.js";
import { renderBody } from "../markdown/render-markdown.js";
import type { PageView } from "../page-view.js";
import type { SiteContext } from "../site-context.js";

/**
 * A body measure's range in this page's form, a person's, narrower than the API's: "36 to 96 (imperial)
 * or 90 to 245 (metric)", or for a measure the API takes in US units "50 to 700 lb or 20 to 320 kg, sent as pounds".
 */
function formTakes(decl: NumberDecl): string {
  const fixed = inUsUnitsOnly(decl);
  const ranges = unitSystems.map((system) => {
    const [low, high] = formRange(decl, system);
    const unit = fixed ? unitInputs[decl.measure.quantity][system].at(-1)!.unit : system;
    return fixed ? `${low} to ${high} ${unit}` : `${low} to ${high} (${unit})`;
  });
  return `${ranges.join(" or ")}${fixed ? `, sent as ${decl.unit}` : ""}`;
}

function markdownOf(
  calculator: Calculator,
  page: CalculatorPage,
  context: SiteContext,
  state: FormState,
): string {
  const rows = Object.entries(calculator.params).map(([name, decl]) => {
    const fallback = "default" in decl && decl.default !== undefined ? `\`${decl.default}\`` : "none";
    const onPage =
      decl.kind === "number" && decl.measure ? `; this page's form takes ${formTakes(decl)}` : "";
    return `| \`${name}\` | ${decl.label ?? name} | ${describeAllowed(decl)}${onPage} | ${fallback} |`;
  });
  const answer = state.result ?? state.example;
  const errors = state.entries.flatMap((entry) => (entry.error ? [entry.error] : []));
  const api = context.urls.absolute(apiPath(calculator.slug, answer?.input ?? {}));
  return [
    absoluteBody(page, context.urls),
    "## Inputs",
    ["| Parameter | Label | Allowed | Default |", "| --- | --- | --- | --- |", ...rows].join("\n"),
    state.example ? "## Example" : "## Result",
    answer
      ? `${state.result ? "For" : "With the default values,"} ${Object.entries(answer.input)
          .map(([name, value]) => `${name}=${value}`)
          .join(", ")}:\n\n\`\`\`json\n${JSON.stringify(answer, null, 2)}\n\`\`\``
      : `The input is not valid: ${literalText(errors.join(" ") || "some values are missing.")}`,
    "## API",
    `The same calculation as JSON: \`curl "${api}"\`. Change the query parameters to calculate other values.`,
  ].join("\n\n");
}

/** A calculator page: the form, its result for the query (or the defaults) and the page copy. */
export function toolPageView(
  calculator: Calculator,
  page: CalculatorPage,
  context: SiteContext,
  query: URLSearchParams,
): PageView {
  const { graph } = context;
  const state = formState(calculator, query);
  const path = pagePath("tool", { slug: calculator.slug });
  const search = query.toString();
  const { html } = renderBody(page);
  return {
    path,
    markdownPath: `${path}.md${search ? `?${search}` : ""}`,
    title: page.title,
    description: page.description,
    section: "tools",
    scripts: ["calculator.js"],
    status: state.submitted && !state.result ? 400 : 200,
    noindex: state.submitted,
    // Made only when the Markdown representation is asked for.
    get markdown() {
      return markdownOf(calculator, page, context, state);
    },
    main: <CalculatorArticle {...{ calculator, page, graph, state, html, path }} />,
  };
}

/** The page's article: the form and its result beside the line that leads to the app, then the copy. */
function CalculatorArticle(props: {
  calculator: Calculator;
  page: CalculatorPage;
  graph: SiteContext["graph"];
  state: FormState;
  html: string;
  path: string;
}) {
  const { calculator, page, graph, state, html, path } = props;
  return (
    <article class="page">
      <Breadcrumbs trail={[{ href: pagePath("tools"), label: "Tools" }, { label: page.title }]} />
      <PageHeader title={page.title}>{page.summary}</PageHeader>
      {/* The form and, beside it, the result and the line that leads to the app. */}
      <section class="calculator" aria-labelledby="calculator-title">
        <h2 id="calculator-title" class="visually-hidden">
          Calculator
        </h2>
        {/* Without JavaScript the answer page opens at the result, whose number is then in view. */}
        <CalculatorForm
          slug={calculator.slug}
          action={`${path}#calculator-result`}
          state={state}
          maximumGoalSteps={graph.app.goals.maximumSteps}
        />
        <div class="result-column">
          <div id="calculator-result" class="result-region">
            <ResultPanel
              calculator={calculator}
              state={state}
              limits={{ maximumGoalSteps: graph.app.goals.maximumSteps }}
            />
          </div>
          {/* What a screen reader hears as you type: one line, once typing pauses, not the whole panel. */}
          <p id="calculator-status" class="visually-hidden" role="status" aria-live="polite"></p>
          <DownloadNudge graph={graph} lead={page.inApp} />
        </div>
      </section>
      <div class="page-body narrow">
        <Prose html={html} />
        <RelatedPages graph={graph} paths={page.related} linked={html} />
      </div>
    </article>
  );
}
