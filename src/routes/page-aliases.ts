import { pagePath } from "./site-map.js";

/** Sections of pages that links and other addresses lead to, by their `id`. */
export const pageAnchors = { pricing: "pricing", faq: "faq", commonProblems: "common-problems" } as const;

/**
 * Addresses people type for what the site has under another name, each answered by a redirect (308)
 * to where it is (docs/website.md): no page of their own, so no second copy of the price or the help.
 */
export const pageAliases: ReadonlyMap<string, string> = new Map([
  ["/pricing", `${pagePath("home")}#${pageAnchors.pricing}`],
  ["/faq", `${pagePath("home")}#${pageAnchors.faq}`],
  ["/help", pagePath("guide")],
  ["/support", `${pagePath("guide")}#${pageAnchors.commonProblems}`],
]);
