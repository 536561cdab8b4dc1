import { html, raw } from "hono/html";
import { nearest } from "../../params/nearest.js";
import { pageAliases, sectionAddresses } from "../../routes/page-aliases.js";
import { pagePath } from "../../routes/site-map.js";
import { createSiteUrls } from "../../routes/site-urls.js";
import { pageUrl } from "../../search/page-url.js";
import type { QueryBudget } from "../../search/query-budget.js";
import { searchSite } from "../../search/search-site.js";
import { LinkList, PageHeader } from "../layout/page-parts.js";
import { SearchForm } from "../layout/site-header.js";
import type { PageView } from "../page-view.js";
import type { SiteContext } from "../site-context.js";

const sitePaths = createSiteUrls("");

/** What a 404 page's search may cost: no typo corrections, as a mistyped link still has its other words. */
export const suggestionBudget: QueryBudget = {
  // Correcting a scanner's words (`/wp-login.php`) costs 100-250 us each (BENCHMARKS.md), more than the rest.
  maxTypoWords: 0,
  maxTypoWordLength: 0,
  maxTypoExpansions: 0,
  maxLookups: 16,
  maxPostings: 20_000,
};

/** A missing path's words without section names, so paths with the same words share suggestions. */
export function suggestionQuery(path: string): string {
  return path
    .replace(/\.md$/, "")
    .split(/[^a-zA-Z0-9]+/)
    .filter((word) => word.length > 1 && !["guide", "blog", "tools", "for"].includes(word.toLowerCase()))
    .join(" ")
    .slice(0, 200);
}

/** Up to 5 pages whose words match the missing path's, ranked without excerpts within `suggestionBudget`. */
export function notFoundSuggestions(context: SiteContext, path: string) {
  const words = suggestionQuery(path);
  const engine = context.services.search;
  // One word close to an alias (`/prcing`): where that alias leads, first.
  const near = /^[a-z]+$/i.test(words) ? nearest(`/${words}`, pageAliases.keys()) : undefined;
  const alias = near === undefined ? undefined : pageAliases.get(near);
  const aliased = alias
    ? [{ title: alias.title, href: alias.target, url: context.urls.absolute(alias.target) }]
    : [];
  if (!engine || words.length < 2) return aliased;
  const found = searchSite(engine, { q: words, limit: 5, excerpts: false, budget: suggestionBudget }).hits;
  return [
    ...aliased,
    ...found.slice(0, 5 - aliased.length).map((hit) => ({
      title: hit.title,
      href: pageUrl(hit.type, hit.slug, sitePaths),
      url: pageUrl(hit.type, hit.slug, context.urls),
    })),
  ];
}

/** A page that may be what the visitor meant: its title, site path and absolute URL. */
type Suggestion = ReturnType<typeof notFoundSuggestions>[number];

/** Where the suggestions go in the 404 page's shell, in both representations. */
export const suggestionsSlot = "<!--stepzy:suggestions-->";

/** The suggestions of the HTML 404 page, or nothing. */
export function suggestionsHtml(suggestions: readonly Suggestion[]): string {
  // Hono's escaping `html` template, not JSX: a third of the cost (2.7 against 8 us for five suggestions).
  if (suggestions.length === 0) return "";
  const items = suggestions.map((page) => html`<li><a href="${page.href}">${page.title}</a></li>`);
  return html`<section aria-labelledby="maybe-title"><h2 id="maybe-title">Were you looking for one of these?</h2><ul class="link-list">${items}</ul></section>`.toString();
}

/** The suggestions of the Markdown 404 page, or nothing. */
export function suggestionsMarkdown(suggestions: readonly Suggestion[]): string {
  return suggestions.length
    ? `Pages with similar words:\n\n${suggestions.map((page) => `- [${page.title}](${page.url})`).join("\n")}\n\n`
    : "";
}

/** The 404 page, naming no path so one rendering serves every address; suggestions go in the slot. */
export function notFoundView(context: SiteContext): PageView {
  const { urls } = context;
  return {
    path: "/",
    title: "Page not found",
    description: "This page does not exist. Search the site, or start from the user guide or the blog.",
    noindex: true,
    status: 404,
    markdown: [
      "There is no page at this address. It may have moved, or the link may have a typo.",
      `${suggestionsSlot}Start from the [user guide](${urls.page("guide")}), the [blog](${urls.page("blog")}), the [calculators](${urls.page("tools")}) or the [plans](${urls.absolute(sectionAddresses.pricing)}), or [search the site](${urls.page("search")}).`,
    ].join("\n\n"),
    main: (
      <div class="not-found">
        <PageHeader title="Page not found">
          There is no page at this address. It may have moved, or the link may have a typo.
        </PageHeader>
        <SearchForm id="not-found-search" label="Search the site" />
        {raw(suggestionsSlot)}
        <section aria-labelledby="start-title">
          <h2 id="start-title">Or start here</h2>
          <LinkList
            links={[
              [pagePath("guide"), "User guide", "How every feature works, and fixes for common problems."],
              [pagePath("blog"), "Blog", "Articles about walking, step counts, health and habits."],
              [
                pagePath("tools"),
                "Calculators",
                "Steps to miles and calories, BMI, heart-rate zones and more.",
              ],
              [sectionAddresses.pricing, "Pricing", "Free, with an optional upgrade."],
              ["/", "Home"],
            ]}
          />
        </section>
      </div>
    ),
  };
}
