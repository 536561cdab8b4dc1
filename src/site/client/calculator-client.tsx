// Browser entry of the calculator pages: recomputes the result as you type with the same modules
// the server renders with (the calculators, the form reading and the result templates).
import { calculators } from "../../calculators/registry.js";
import { describedBy, fieldId } from "../calculators/calculator-form.js";
import { type FormEntry, formState } from "../calculators/form-state.js";
import { ResultPanel } from "../calculators/result-panel.js";

/** Shows or clears an entry's message; an untouched entry keeps quiet until the form is submitted. */
function showEntry(form: HTMLFormElement, entry: FormEntry, speak: boolean): void {
  const error = speak ? entry.error : undefined;
  const message = document.getElementById(`${fieldId(entry.id)}-error`);
  if (message) {
    message.hidden = error === undefined;
    message.textContent = error ?? "";
  }
  const keys = entry.kind === "number" ? entry.inputs.map((input) => input.key) : [entry.id];
  for (const key of keys) {
    const control = form.querySelector<HTMLElement>(`#${fieldId(key)}`);
    if (!control) continue;
    if (error) control.setAttribute("aria-invalid", "true");
    else control.removeAttribute("aria-invalid");
    const described = describedBy({ ...entry, error });
    if (described) control.setAttribute("aria-describedby", described);
    else control.removeAttribute("aria-describedby");
  }
}

/** One line for screen readers, now or once typing pauses: the result's number, or what to fix. */
function announcer(region: HTMLElement, status: HTMLElement | null): (now: boolean) => void {
  let pause: ReturnType<typeof setTimeout> | undefined;
  const say = () => {
    if (!status) return;
    const figure = region.querySelector(".figure")?.textContent?.replace(/\s+/g, " ").trim();
    const problem = region.querySelector(".result-errors li, .result-empty p")?.textContent?.trim();
    status.textContent = figure ? `Result: ${figure}` : (problem ?? "");
  };
  return (now) => {
    clearTimeout(pause);
    if (now) say();
    else pause = setTimeout(say, 700);
  };
}

function bind(form: HTMLFormElement): void {
  const calculator = calculators.find((entry) => entry.slug === form.dataset.calculator);
  const region = document.getElementById("calculator-result");
  const status = document.getElementById("calculator-status");
  if (!calculator || !region) return;
  const touched = new Set<string>();
  // The app's limits the page was rendered with, so the result made here reads as the server's.
  const maximumGoalSteps = Number(form.dataset.maximumGoalSteps);
  const limits = Number.isFinite(maximumGoalSteps) ? { maximumGoalSteps } : {};
  const announce = announcer(region, status);
  /** `changed`: the name of the control the visitor just changed, if any. */
  const update = (speakAll: boolean, changed?: string) => {
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(form)) query.append(name, String(value));
    const state = formState(calculator, query);
    for (const entry of state.entries) {
      showEntry(form, entry, speakAll || touched.has(entry.id));
      // Converted values go into the inputs of the units not chosen, so switching keeps the measure; but
      // not when their choice just changed: the inputs it shows are already in step with what was typed,
      // and writing the ones it hides back from them would change 180 lb into 179.9.
      const units = entry.when?.find((condition) => condition.param === "units");
      if (entry.kind !== "number" || !units || changed === "units") continue;
      if (query.get("units") === units.value) continue;
      for (const input of entry.inputs) {
        const control = form.elements.namedItem(input.key) as HTMLInputElement | null;
        if (control && document.activeElement !== control) control.value = input.value;
      }
    }
    region.innerHTML = String(<ResultPanel calculator={calculator} state={state} limits={limits} />);
    history.replaceState(null, "", `${location.pathname}?${state.query}`);
    announce(speakAll);
  };
  form.addEventListener("input", (event) => {
    const target = event.target as HTMLInputElement;
    const entry = target.closest<HTMLElement>("[data-entry]")?.dataset.entry;
    if (entry) touched.add(entry);
    update(false, target.name);
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    update(true);
    // A value to fix: its field focused, so it is in view below the sticky header and typed into next.
    const invalid = form.querySelector<HTMLElement>("[aria-invalid='true']");
    if (invalid) {
      invalid.focus({ preventScroll: true });
      invalid.scrollIntoView({ block: "center" });
      return;
    }
    // The number itself in view, not only the heading above it (on a phone it was below the fold).
    (region.querySelector(".figure") ?? region.querySelector("h2"))?.scrollIntoView({ block: "center" });
  });
}

for (const form of document.querySelectorAll<HTMLFormElement>("form[data-calculator]")) bind(form);
