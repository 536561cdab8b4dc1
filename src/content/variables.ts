import type { AppFacts } from "./types.js";

/** The values `{{...}}` variables in content expand to, derived from the app facts. */
export function contentVariables(app: AppFacts, latestVersion: string): ReadonlyMap<string, string> {
  const price = new Intl.NumberFormat("en-US", { style: "currency", currency: app.pricing.currency }).format(
    app.pricing.paidTierPrice,
  );
  return new Map([
    ["app.name", app.name],
    ["pro.name", app.pricing.paidTier],
    ["pro.price", `${price} a ${app.pricing.paidTierPeriod}`],
    ["pro.trialDays", String(app.pricing.paidTierTrialDays)],
    ["app.latestVersion", latestVersion],
    ["app.requirements.ios", app.requirements.ios],
    ["app.requirements.watchos", app.requirements.watchos],
    ["goals.minimum", app.goals.minimumSteps.toLocaleString("en-US")],
    ["goals.maximum", app.goals.maximumSteps.toLocaleString("en-US")],
    ["goals.step", app.goals.stepSize.toLocaleString("en-US")],
    ["developer.name", app.developer.name],
    ["developer.email", app.developer.email],
  ]);
}

const variablePattern = /\{\{\s*([A-Za-z0-9_.]+)\s*\}\}/g;

/** Expands `{{name}}` variables; reports each unknown one with its 0-based line. */
export function expandVariables(
  text: string,
  variables: ReadonlyMap<string, string>,
): { readonly text: string; readonly unknown: readonly { readonly name: string; readonly line: number }[] } {
  const unknown: { name: string; line: number }[] = [];
  const expanded = text.replace(variablePattern, (match, name: string, offset: number) => {
    const value = variables.get(name);
    if (value !== undefined) return value;
    unknown.push({ name, line: text.slice(0, offset).split("\n").length - 1 });
    return match;
  });
  return { text: expanded, unknown };
}
