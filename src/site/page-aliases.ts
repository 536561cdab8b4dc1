import { pagePath } from "../routes/site-map.js";
import { commonProblemsAnchor } from "./layout/support-box.js";

/** The home page's sections that addresses lead to: its plans and its questions. */
export const homeSections = { pricing: "pricing", faq: "faq" } as const;

/**
 * Addresses people type for what the site has under another name, each answered by a redirect (308)
 * to where it is (docs/website.md): no page of their own, so no second copy of the price or the help.
 */
export const pageAliases: ReadonlyMap<string, string> = new Map([
  ["/pricing", `${pagePath("home")}#${homeSections.pricing}`],
  ["/faq", `${pagePath("home")}#${homeSections.faq}`],
  ["/help", pagePath("guide")],
  ["/support", `${pagePath("guide")}#${commonProblemsAnchor}`],
]);
