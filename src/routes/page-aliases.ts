import { pagePath } from "./site-map.js";

/** Sections of pages that links and other addresses lead to, by their `id`. */
export const pageAnchors = { pricing: "pricing", faq: "faq", commonProblems: "common-problems" } as const;

/** Where those sections are: each address declared once, for links, redirects and suggestions alike. */
export const sectionAddresses = {
  pricing: `${pagePath("home")}#${pageAnchors.pricing}`,
  faq: `${pagePath("home")}#${pageAnchors.faq}`,
  commonProblems: `${pagePath("guide")}#${pageAnchors.commonProblems}`,
} as const;

/**
 * Addresses people type for what the site has under another name, each answered by a redirect (308)
 * to where it is (docs/website.md): no page of their own, so no second copy of the price or the help.
 */
export const pageAliases: ReadonlyMap<string, PageAlias> = new Map([
  ["/pricing", { target: sectionAddresses.pricing, title: "Pricing" }],
  ["/faq", { target: sectionAddresses.faq, title: "Questions people ask" }],
  ["/help", { target: pagePath("guide"), title: "User guide" }],
  ["/support", { target: sectionAddresses.commonProblems, title: "Common problems" }],
]);

/** Where an alias leads, and that place in words (a 404 page offers it for a mistyped alias, `/prcing`). */
export interface PageAlias {
  readonly target: string;
  readonly title: string;
}
