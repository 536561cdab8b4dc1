import { LRUCache } from "lru-cache";
import MarkdownIt from "markdown-it";
import anchor from "markdown-it-anchor";
import { headingSlug } from "../../content/heading-slug.js";
import { cachedIn } from "../../http/cached-in.js";

/** A heading of a rendered body with the anchor it can be linked by. */
export interface Anchor {
  readonly level: number;
  readonly id: string;
  readonly text: string;
}

/** A Markdown body rendered to HTML, with the anchors of its headings. */
export interface RenderedMarkdown {
  readonly html: string;
  readonly anchors: readonly Anchor[];
}

// CommonMark plus GFM tables and strikethrough; raw HTML is off, so a body cannot inject markup.
const parser = new MarkdownIt("default", { html: false, linkify: false, typographer: false }).use(anchor, {
  level: [2, 3],
  slugify: headingSlug,
  tabIndex: false,
  permalink: anchor.permalink.headerLink({ class: "heading-link" }),
});

/** Renders a Markdown body to HTML; every `##` and `###` gets an id and links to itself. */
export function renderMarkdown(markdown: string): RenderedMarkdown {
  const env = {};
  const tokens = parser.parse(markdown, env);
  const anchors: Anchor[] = [];
  tokens.forEach((token, index) => {
    const id = token.type === "heading_open" ? String(token.attrGet("id") ?? "") : "";
    if (id) anchors.push({ level: Number(token.tag.slice(1)), id, text: tokens[index + 1]?.content ?? "" });
  });
  return { html: parser.renderer.render(tokens, parser.options, env), anchors };
}

// Calculator pages with a query render per request; bounded, because keeping every body (a WeakMap)
// ran a x100 site out of heap while it prepared.
const renderedBodies = new LRUCache<object, RenderedMarkdown>({ max: 64 });

/** The rendered body of a content page, kept for the pages rendered most recently. */
export function renderBody(page: { readonly body: string }): RenderedMarkdown {
  return cachedIn(renderedBodies, page, () => renderMarkdown(page.body));
}
