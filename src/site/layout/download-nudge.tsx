import type { ContentGraph } from "../../content/types.js";
import { proPrice, trialLength } from "../pages/get-the-app.js";
import { AppStoreBadge } from "./app-store-badge.js";

/** A quiet call to action after an article, guide page or calculator result; nothing without a store URL. */
export function DownloadNudge(props: {
  readonly graph: ContentGraph;
  /** What the nudge offers: the free app, or the paid tier's trial on pages about the paid tier. */
  readonly offer?: "app" | "pro";
  /** What the app does with what the visitor reads (a calculator's result), in place of the general line. */
  readonly lead?: string;
}) {
  const { app } = props.graph;
  if (!app.appStoreUrl) return null;
  const pro = props.offer === "pro";
  const trial = trialLength(app.pricing.paidTierTrialDays);
  return (
    <aside class="nudge" aria-label={`Get ${app.name}`}>
      <p>
        {pro
          ? `Try ${app.pricing.paidTier} free for ${app.pricing.paidTierTrialDays} days, then ${proPrice(props.graph)}; cancel any time in your Apple Account.`
          : `${props.lead ?? `${app.name} counts your steps on iPhone and Apple Watch by itself, with goals, streaks and insights.`} Free, with an optional ${app.pricing.paidTier} at ${proPrice(props.graph)} (${trial} free trial).`}
      </p>
      <AppStoreBadge href={app.appStoreUrl} />
    </aside>
  );
}
