import type { ContentGraph } from "../../content/types.js";
import { contentVariables } from "../../content/variables.js";
import { AppStoreBadge } from "../layout/app-store-badge.js";

/** The price of the paid tier as the content writes it, e.g. "$19.99 a year". */
export function proPrice(graph: ContentGraph): string {
  return contentVariables(graph.app, graph.releases[0]?.version ?? "").get("pro.price") ?? "";
}

/** What the app costs and where to get it, from the app facts. */
export function GetTheApp(props: { readonly graph: ContentGraph }) {
  const { app } = props.graph;
  return (
    <section class="get-app" aria-labelledby="get-app-title">
      <h2 id="get-app-title">Get {app.name}</h2>
      <p>
        {app.pricing.price === 0 ? `${app.name} is free to download and use.` : null} {app.pricing.paidTier}{" "}
        costs {proPrice(props.graph)} after a <TrialLength days={app.pricing.paidTierTrialDays} /> free trial.
      </p>
      <p class="requirements">
        Requires {app.requirements.ios}; the Apple Watch app needs {app.requirements.watchos}.
      </p>
      {app.appStoreUrl ? <AppStoreBadge href={app.appStoreUrl} /> : null}
    </section>
  );
}

/** A trial's length as the site writes it: "7-day". */
export function trialLength(days: number): string {
  return `${days}-day`;
}

/** `trialLength` kept on one line: a 320 px phone broke it at its hyphen. */
export function TrialLength(props: { readonly days: number }) {
  return <span class="nowrap">{trialLength(props.days)}</span>;
}

/** A last word at the end of a long page, for a reader who reached it: what it costs, and the App Store badge. */
export function ClosingInvite(props: { readonly graph: ContentGraph }) {
  const { app } = props.graph;
  if (!app.appStoreUrl) return null;
  return (
    // Not a landmark: the page's "Get Stepzy" section above is the one.
    <div class="closing-invite">
      <p>
        {app.pricing.price === 0 ? `${app.name} is free to download; ` : ""}
        {app.pricing.paidTier} is optional. Requires {app.requirements.ios}.
      </p>
      <AppStoreBadge href={app.appStoreUrl} />
    </div>
  );
}
