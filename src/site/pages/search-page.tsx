import type { ContentGraph } from "../../content/types.js";
import { parseQuery } from "../../params/parse-query.js";
import { pagePath } from "../../routes/site-map.js";
import { createSiteUrls } from "../../routes/site-urls.js";
import type { Excerpt } from "../../search/excerpt.js";
import { pageUrl } from "../../search/page-url.js";
import { searchParams } from "../../search/search-params.js";
import {
  type BestAnswer,
  type SearchHit,
  type SiteSearchResults,
  searchSite,
} from "../../search/search-site.js";
import { InlineCode } from "../calculators/inline-code.js";
import { isTrackingParameter } from "../canonical-query.js";
import { PageHeader } from "../layout/page-parts.js";
import { SearchForm } from "../layout/site-header.js";
import { SupportBox } from "../layout/support-box.js";
import { literalText } from "../markdown/literal-text.js";
import type { PageView } from "../page-view.js";
import { excerptParts, typeLabels } from "../search-labels.js";
import type { SiteContext } from "../site-context.js";

const sitePaths = createSiteUrls("");
const resultsShown = 20;

type Outcome =
  | { readonly kind: "empty" }
  | { readonly kind: "invalid"; readonly message: string }
  | { readonly kind: "unavailable"; readonly q: string }
  | { readonly kind: "found"; readonly found: SiteSearchResults };

function runSearch(context: SiteContext, query: URLSearchParams): Outcome {
  if (!query.has("q")) return { kind: "empty" };
  const parsed = parseQuery(searchParams, query);
  if (!parsed.ok) {
    // The box's own limits in people's words; any other parameter (a hand-made link) as the API says it.
    const { minLength, maxLength } = searchParams.q;
    const message =
      parsed.error.parameter === "q"
        ? `Type ${minLength} to ${maxLength} characters to search.`
        : parsed.error.message;
    return { kind: "invalid", message };
  }
  const engine = context.services.search;
  if (!engine) return { kind: "unavailable", q: parsed.value.q };
  return {
    kind: "found",
    found: searchSite(engine, {
      ...parsed.value,
      limit: query.has("limit") ? parsed.value.limit : resultsShown,
    }),
  };
}

function Results(props: { readonly found: SiteSearchResults; readonly graph: ContentGraph }) {
  const { found } = props;
  if (found.hits.length === 0) {
    return (
      <>
        <p class="search-summary">
          Nothing matches “{found.query}”. Try other words, or browse the{" "}
          <a href={pagePath("guide")}>user guide</a> and the <a href={pagePath("blog")}>blog</a>.
        </p>
        <SupportBox graph={props.graph} lead="Can't find it?" />
      </>
    );
  }
  return (
    <>
      <p class="search-summary">
        {/* Not "of 106": common words match most pages, so the count of all matches says little. */}
        {found.total === found.count
          ? `${found.total} ${found.total === 1 ? "result" : "results"}`
          : `The ${found.count} best matches`}{" "}
        for “{found.query}”.
        {found.correctedQuery ? (
          <>
            {" "}
            Showing results for “<strong>{found.correctedQuery}</strong>”.
          </>
        ) : null}
      </p>
      {found.bestAnswer ? <AnswerCard best={found.bestAnswer} /> : null}
      <ol class="results">
        {found.hits.map((hit, at) => (
          // The answer card already shows the first result's passage: its card only names it.
          <ResultCard hit={hit} answered={at === 0 && found.bestAnswer !== undefined} />
        ))}
      </ol>
      {/* A search that did not answer ends with a person to ask, not a dead end. */}
      <SupportBox graph={props.graph} lead="Can't find it?" />
    </>
  );
}

/**
 * One result: its type, its title, one line of excerpt, its best section, the rest behind "More"; when
 * the answer card above shows it (`answered`), only its type, title and the sections behind "More".
 */
function ResultCard(props: { readonly hit: SearchHit; readonly answered: boolean }) {
  const { hit, answered } = props;
  const url = pageUrl(hit.type, hit.slug, sitePaths);
  const [first, ...rest] = hit.sections;
  const more = answered ? hit.sections : rest;
  return (
    <li class="card result">
      <p class="card-meta">{typeLabels[hit.type]}</p>
      <h2 class="card-title">
        <a href={url}>{hit.title}</a>
      </h2>
      {/* One line: where the page matches, else what it is about. */}
      {answered ? null : (
        <p class="search-excerpt">
          {hit.excerpt.matches.length > 0 ? <Marked excerpt={hit.excerpt} /> : hit.summary}
        </p>
      )}
      {first && !answered ? (
        <p class="search-section">
          <a href={`${url}#${first.anchor}`}>{first.title}</a>
        </p>
      ) : null}
      {more.length > 0 ? (
        <details class="more-from-page">
          <summary>More from this page</summary>
          <ul class="search-sections">
            {more.map((section) => (
              <li>
                <a href={`${url}#${section.anchor}`}>{section.title}</a>
                <span class="search-excerpt">
                  {" "}
                  <Marked excerpt={section.excerpt} />
                </span>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </li>
  );
}

/** An excerpt with its matched words marked. */
function Marked(props: { readonly excerpt: Excerpt }) {
  return (
    <>{excerptParts(props.excerpt).map((part) => (part.marked ? <mark>{part.text}</mark> : part.text))}</>
  );
}

/** The first result when it clearly wins, above the list, with the section that answers best. */
function AnswerCard(props: { readonly best: BestAnswer }) {
  const { hit, section } = props.best;
  const url = pageUrl(hit.type, hit.slug, sitePaths);
  return (
    <section class="answer-card" aria-labelledby="best-answer-label best-answer-title">
      <p class="card-meta" id="best-answer-label">
        Best answer · {typeLabels[hit.type]}
      </p>
      <h2 id="best-answer-title" class="card-title">
        <a href={url}>{hit.title}</a>
      </h2>
      {section ? <p class="answer-section">{section.title}</p> : null}
      <p class="search-excerpt">
        <Marked excerpt={section?.excerpt ?? hit.excerpt} />
      </p>
      <p>
        <a class="answer-link" href={section ? `${url}#${section.anchor}` : url}>
          {section ? `Read “${section.title}”` : "Read the page"}
        </a>
      </p>
    </section>
  );
}

/** An excerpt in Markdown: the page's text made inert, the matched words in bold. */
const markedMarkdown = (excerpt: Excerpt) =>
  excerptParts(excerpt)
    .map((part) => (part.marked ? `**${escapeMarkdown(part.text)}**` : escapeMarkdown(part.text)))
    .join("");

/** Page text made inert in Markdown: every character that could start markup is escaped. */
const escapeMarkdown = (text: string) => text.replace(/[\\`*_{}[\]()#+\-.!|<>~]/g, "\\$&");

/** The best answer in Markdown, as its own paragraph before the list; nothing without one. */
function bestAnswerMarkdown(best: BestAnswer | undefined, context: SiteContext): string {
  if (!best) return "";
  const url = pageUrl(best.hit.type, best.hit.slug, context.urls);
  const where = best.section
    ? `[${best.section.title}](${url}#${best.section.anchor})`
    : `[${best.hit.title}](${url})`;
  return `Best answer: ${best.section ? `${best.hit.title}, ` : ""}${where}: ${markedMarkdown(best.section?.excerpt ?? best.hit.excerpt)}\n\n`;
}

/** A result in Markdown: its link, summary and type, the excerpt where it matches, then its sections. */
function hitMarkdown(hit: SearchHit, context: SiteContext): string {
  const url = pageUrl(hit.type, hit.slug, context.urls);
  const excerpt = hit.excerpt.matches.length > 0 ? `\n  ${markedMarkdown(hit.excerpt)}` : "";
  const sections = hit.sections.map(
    (section) => `\n  - [${section.title}](${url}#${section.anchor}): ${markedMarkdown(section.excerpt)}`,
  );
  return `- [${hit.title}](${url}): ${hit.summary} (${typeLabels[hit.type]})${excerpt}${sections.join("")}`;
}

function markdownOf(outcome: Outcome, context: SiteContext): string {
  switch (outcome.kind) {
    case "empty":
      return `Add \`?q=\` with your words to this URL to search the guide, the blog, the calculators and the audience pages, or use <${context.urls.absolute("/api/v1/search")}>.`;
    case "invalid":
      return `The search is not valid: ${literalText(outcome.message)}`;
    case "unavailable":
      return "Search is not available right now.";
    case "found":
      return outcome.found.hits.length === 0
        ? `Nothing matches ${literalText(outcome.found.query)}.`
        : (outcome.found.correctedQuery
            ? `Showing results for ${literalText(outcome.found.correctedQuery)}.\n\n`
            : "") +
            bestAnswerMarkdown(outcome.found.bestAnswer, context) +
            outcome.found.hits.map((hit) => hitMarkdown(hit, context)).join("\n");
  }
}

/** The search page: the query box and the ranked results of the site search. */
export function searchView(context: SiteContext, sent: URLSearchParams): PageView {
  // A campaign link's tracking tags are no search parameters: dropped, as every page drops them.
  const query = new URLSearchParams([...sent].filter(([name]) => !isTrackingParameter(name)));
  const outcome = runSearch(context, query);
  const q = outcome.kind === "found" ? outcome.found.query : (query.get("q") ?? "");
  const title = outcome.kind === "found" ? `Search results for “${q}”` : "Search";
  // The Markdown's `# {title}` echoes the query as a code span, so it can add no structure.
  const markdownTitle = outcome.kind === "found" ? `Search results for ${literalText(q)}` : title;
  return {
    path: `${pagePath("search")}${query.size ? `?${query}` : ""}`,
    title,
    markdownTitle,
    description: `Search the ${context.graph.app.name} user guide, blog, calculators and audience pages.`,
    noindex: true,
    status: outcome.kind === "invalid" ? 400 : 200,
    markdown: markdownOf(outcome, context),
    main: (
      <div class="search-page">
        <PageHeader title={title} />
        {/* Under a heading that repeats the query, the box needs no visible label. */}
        <SearchForm
          id="search-page-query"
          query={q}
          label="Search the guide, blog and calculators"
          quietLabel
        />
        {outcome.kind === "invalid" ? (
          <p class="form-error" role="alert">
            <InlineCode text={outcome.message} />
          </p>
        ) : null}
        {outcome.kind === "unavailable" ? (
          <p class="search-summary">Search is not available right now; please try again soon.</p>
        ) : null}
        {outcome.kind === "found" ? <Results found={outcome.found} graph={context.graph} /> : null}
      </div>
    ),
  };
}
