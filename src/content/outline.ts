import MarkdownIt from "markdown-it";
import anchor from "markdown-it-anchor";
import { type BodySegment, headingText, inlineText, joinSegments, type PlainBody } from "./body-text.js";
import { headingSlug } from "./heading-slug.js";
import type { Heading } from "./types.js";

// The ids are markdown-it-anchor's, as the rendered page's (`render-markdown.ts`).
const parser = new MarkdownIt("commonmark").use(anchor, {
  level: [2, 3],
  slugify: headingSlug,
  tabIndex: false,
});

/** Headings whose sections point elsewhere; their words describe other pages, so they are not indexed. */
const skippedSections: ReadonlySet<string> = new Set(["related"]);

/** A link found in a Markdown body. */
export interface BodyLink {
  readonly href: string;
  /** 0-based line inside the body. */
  readonly line: number;
  /** Text of the `##` heading the link is under, or "" before the first one. */
  readonly section: string;
}

/** What the content graph needs to know about a Markdown body. */
export interface Outline {
  readonly headings: readonly Heading[];
  /** Plain text of the first paragraph. */
  readonly lede: string;
  readonly links: readonly BodyLink[];
  /** The ids the site gives the `##` and `###` headings (what `#anchor` links may name). */
  readonly anchors: readonly string[];
  /** Levels of every heading in order, including 1 and 4+, for checking. */
  readonly headingLevels: readonly { readonly level: number; readonly line: number }[];
  /** Whether the first block is a paragraph. */
  readonly startsWithParagraph: boolean;
  /** The body as plain text with its sections (what search indexes), but the "Related" section. */
  readonly plain: PlainBody;
}

/**
 * Reads headings, the lede, links and the plain text from a Markdown body (CommonMark) in one walk over
 * one parse; the plain text's sections are its level 2 and 3 headings, with the ids the page renders.
 */
export function outline(markdown: string): Outline {
  const tokens = parser.parse(markdown, {});
  const headings: Heading[] = [];
  const headingLevels: { level: number; line: number }[] = [];
  const links: BodyLink[] = [];
  const anchors: string[] = [];
  const segments: BodySegment[] = [{ title: "", anchor: "", parts: [] }];
  let section = "";
  let lede = "";
  let skippingBelowLevel = 0;
  const firstBlock = tokens.find((token) => token.nesting !== -1 && token.level === 0);
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    if (token.type === "heading_open") {
      const level = Number(token.tag.slice(1));
      const inline = tokens[index + 1]!;
      const title = headingText(inline).replace(/\s+/g, " ").trim();
      headingLevels.push({ level, line: token.map?.[0] ?? 0 });
      if (skippingBelowLevel && level <= skippingBelowLevel) skippingBelowLevel = 0;
      if (!skippingBelowLevel && skippedSections.has(title.toLowerCase())) skippingBelowLevel = level;
      if (level === 2 || level === 3) {
        headings.push({ level, text: inline.content.trim() });
        const id = String(token.attrGet("id"));
        if (!skippingBelowLevel) segments.push({ title, anchor: id, parts: [] });
        anchors.push(id);
      }
      if (level <= 2) section = inline.content.trim();
    }
    if (token.type === "paragraph_open" && lede === "" && token.level === 0)
      lede = inlineText(tokens[index + 1]!.children ?? [])
        .replace(/\s+/g, " ")
        .trim();
    if (token.type !== "inline") continue;
    // A heading's words are indexed in their own field, not in the text.
    const heading = tokens[index - 1]?.type === "heading_open";
    const { parts } = segments.at(-1)!;
    for (const child of token.children ?? [])
      if (child.type === "link_open")
        links.push({ href: String(child.attrGet("href") ?? ""), line: token.map?.[0] ?? 0, section });
    if (!heading && !skippingBelowLevel) parts.push(inlineText(token.children ?? []), "\n");
  }
  return {
    headings,
    lede,
    links,
    anchors,
    headingLevels,
    startsWithParagraph: firstBlock?.type === "paragraph_open",
    plain: joinSegments(segments),
  };
}
