// Browser entry of the calculator pages: recomputes the result as you type with the same modules
// the server renders with (the calculators, the API's query parser and the result templates).
import type { Calculator } from "../../calculators/calculator.js";
import { calculators } from "../../calculators/registry.js";
import { fieldId } from "../calculators/calculator-form.js";
import { convertForUnits } from "../calculators/convert-units.js";
import { type FieldState, formState } from "../calculators/form-state.js";
import { InlineCode } from "../calculators/inline-code.js";
import { ResultPanel } from "../calculators/result-panel.js";

function showFieldError(form: HTMLFormElement, field: FieldState): void {
  const id = fieldId(field.name);
  const message = document.getElementById(`${id}-error`);
  if (message) {
    message.hidden = field.error === undefined;
    message.innerHTML = field.error ? String(<InlineCode text={field.error} />) : "";
  }
  const control = form.querySelector<HTMLElement>(`#${id}`);
  if (!control) return;
  if (field.error) control.setAttribute("aria-invalid", "true");
  else control.removeAttribute("aria-invalid");
  control.setAttribute("aria-describedby", field.error ? `${id}-hint ${id}-error` : `${id}-hint`);
}

function bind(form: HTMLFormElement): void {
  const calculator = calculators.find((entry) => entry.slug === form.dataset.calculator) as
    | Calculator
    | undefined;
  const region = document.getElementById("calculator-result");
  if (!calculator || !region) return;
  const update = () => {
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(form)) query.append(name, String(value));
    const state = formState(calculator, query);
    for (const field of state.fields) showFieldError(form, field);
    form.querySelector(".form-error")?.remove();
    region.innerHTML = String(<ResultPanel slug={calculator.slug} state={state} />);
    history.replaceState(null, "", `${location.pathname}?${query}`);
  };
  form.addEventListener("input", (event) => {
    const target = event.target as HTMLInputElement;
    if (target.name === "units") {
      // Keep the same body measures when the unit system changes (67 in becomes 170.2 cm).
      for (const name of ["height", "weight"]) {
        const input = form.elements.namedItem(name) as HTMLInputElement | null;
        if (input) input.value = convertForUnits(name, input.value, target.value);
      }
    }
    update();
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    update();
    region.querySelector("h2")?.scrollIntoView({ block: "nearest" });
  });
}

for (const form of document.querySelectorAll<HTMLFormElement>("form[data-calculator]")) bind(form);
