import type { ContentGraph } from "../../content/types.js";
import { sectionAddresses } from "../../routes/page-aliases.js";

/** The guide section a person with a problem starts from. */
export const troubleshootingSection = "troubleshooting";

/** Where a guide page for people who already have the app ends: help, not a sale; `lead` fits the page. */
export function SupportBox(props: { readonly graph: ContentGraph; readonly lead: string }) {
  const { email } = props.graph.app.developer;
  return (
    <aside class="nudge support" aria-label="Support">
      <p>
        <strong>{props.lead}</strong> Email <a href={`mailto:${email}`}>{email}</a> with what you see and your
        iPhone and iOS version, or look through the{" "}
        <a href={sectionAddresses.commonProblems}>answers to common problems</a>.
      </p>
    </aside>
  );
}
