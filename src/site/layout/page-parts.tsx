import { raw } from "hono/html";
import type { Child } from "hono/jsx";
import type { ContentGraph } from "../../content/types.js";
import { findPage } from "../../routes/site-map.js";
import { readableDate } from "../format.js";
import type { Anchor } from "../markdown/render-markdown.js";
import type { Crumb } from "../structured-data.js";

/** A date people can read, with the machine-readable value. */
export function DateText(props: { readonly date: string }) {
  return <time datetime={props.date}>{readableDate(props.date)}</time>;
}

/** A page's title and, when given, the line under it. */
export function PageHeader(props: { readonly title: string; readonly children?: Child }) {
  return (
    <header class="page-header">
      <h1>{props.title}</h1>
      {props.children ? <p class="lede">{props.children}</p> : null}
    </header>
  );
}

/** A content page's title and the date its content last changed. */
export function UpdatedHeader(props: { readonly title: string; readonly updated: string }) {
  return (
    <header class="page-header">
      <h1>{props.title}</h1>
      <p class="page-meta">
        Updated <DateText date={props.updated} />
      </p>
    </header>
  );
}

/** Breadcrumb navigation; the last crumb is the current page and is not a link. */
export function Breadcrumbs(props: { readonly trail: readonly Crumb[] }) {
  return (
    <nav class="breadcrumbs" aria-label="Breadcrumb">
      <ol>
        {props.trail.map((crumb) => (
          <li>
            {crumb.href ? (
              <a href={crumb.href}>{crumb.label}</a>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** HTML rendered from trusted content Markdown (raw HTML in the Markdown is disabled). */
export function Prose(props: { readonly html: string }) {
  return <div class="prose">{raw(props.html)}</div>;
}

/** The related pages of a content page, by title, but those its text (`linked`, its HTML) already links to. */
export function RelatedPages(props: {
  readonly graph: ContentGraph;
  readonly paths: readonly string[];
  readonly linked: string;
}) {
  const items = props.paths
    .filter((path) => !props.linked.includes(`href="${path}"`))
    .map((path) => ({ path, title: findPage(props.graph, path.replace(/[?#].*$/, ""))?.title }))
    .filter((item): item is { path: string; title: string } => item.title !== undefined);
  if (items.length === 0) return null;
  return (
    <aside class="related" aria-labelledby="related-title">
      <h2 id="related-title">See also</h2>
      <ul>
        {items.map((item) => (
          <li>
            <a href={item.path}>{item.title}</a>
          </li>
        ))}
      </ul>
    </aside>
  );
}

/** A link of a `LinkList`: its address, its words and, optionally, a line about where it leads. */
export type ListedLink = readonly [href: string, title: string, summary?: string];

/** A list of links, each with its line about where it leads when it has one. */
export function LinkList(props: { readonly links: readonly ListedLink[] }) {
  return (
    <ul class="link-list">
      {props.links.map(([href, title, summary]) => (
        <li>
          <a href={href}>{title}</a>
          {summary ? <span class="link-summary">{summary}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/** A list of page cards: title link, optional meta line, summary. */
export function CardList(props: {
  readonly items: readonly {
    readonly href: string;
    readonly title: string;
    readonly summary: string;
    readonly meta?: Child;
  }[];
}) {
  return (
    <ul class="cards">
      {props.items.map((item) => (
        <li class="card whole-card">
          <h2 class="card-title">
            <a href={item.href}>{item.title}</a>
          </h2>
          {item.meta ? <p class="card-meta">{item.meta}</p> : null}
          <p>{item.summary}</p>
        </li>
      ))}
    </ul>
  );
}

/**
 * A page's HTML cut after its opening paragraph, so a reader who got the answer sees the app box before the details.
 * @example afterOpeningAnswer("<p>Yes.</p>\n<h2>Why</h2>") // ["<p>Yes.</p>", "\n<h2>Why</h2>"]
 */
export function afterOpeningAnswer(html: string): readonly [string, string] {
  const end = html.startsWith("<p") ? html.indexOf("</p>") : -1;
  if (end === -1) return [html, ""];
  return [html.slice(0, end + 4), html.slice(end + 4)];
}

/** An article's first section when it is its answer ("The quick answer", "The short answer"). */
const answerSection = /^<h2[^>]*>(?:<a [^>]*>)?(?:the )?(?:quick|short) answer</i;

/**
 * An article's HTML cut after its answer section when it opens with one, else after its opening
 * paragraph: the app box comes once the reader has the answer, not between the question and it.
 * @example afterAnswer("<p>Q</p><h2>The quick answer</h2><p>1</p><h2>B</h2>") // ["<p>Q</p><h2>The quick answer</h2><p>1</p>", "<h2>B</h2>"]
 */
export function afterAnswer(html: string): readonly [string, string] {
  const first = html.indexOf("<h2");
  const second = first === -1 ? -1 : html.indexOf("<h2", first + 1);
  return second !== -1 && answerSection.test(html.slice(first))
    ? [html.slice(0, second), html.slice(second)]
    : afterOpeningAnswer(html);
}

/** A long page's level 2 headings as links, when it has three or more. */
export function TableOfContents(props: { readonly anchors: readonly Anchor[] }) {
  const entries = props.anchors.filter((anchor) => anchor.level === 2);
  if (entries.length < 3) return null;
  return (
    <nav class="toc" aria-labelledby="toc-title">
      <h2 id="toc-title">On this page</h2>
      <ul>
        {entries.map((anchor) => (
          <li>
            <a href={`#${anchor.id}`}>{anchor.text.replace(/[*_`]/g, "")}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
