import MarkdownIt from "markdown-it";
import { headingText, type MarkdownToken, type PlainBody, plainBody } from "./body-text.js";
import { headingIds } from "./heading-slug.js";
import type { Heading } from "./types.js";

const parser = new MarkdownIt("commonmark");

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
  /** The body as plain text with its sections, from the same parse (what search indexes). */
  readonly plain: PlainBody;
}

function plainText(inline: MarkdownToken): string {
  return (inline.children ?? [])
    .map((child) =>
      child.type === "text" || child.type === "code_inline"
        ? child.content
        : child.type === "softbreak"
          ? " "
          : "",
    )
    .join("")
    .replace(/\s+/g, " ")
    .trim();
}

/** Reads headings, the lede, links and the plain text from a Markdown body (CommonMark), parsing it once. */
export function outline(markdown: string): Outline {
  const tokens = parser.parse(markdown, {});
  const headings: Heading[] = [];
  const headingLevels: { level: number; line: number }[] = [];
  const links: BodyLink[] = [];
  const anchorTitles: string[] = [];
  let section = "";
  let lede = "";
  const firstBlock = tokens.find((token) => token.nesting !== -1 && token.level === 0);
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    if (token.type === "heading_open") {
      const level = Number(token.tag.slice(1));
      const inline = tokens[index + 1]!;
      headingLevels.push({ level, line: token.map?.[0] ?? 0 });
      if (level === 2 || level === 3) {
        headings.push({ level, text: inline.content.trim() });
        anchorTitles.push(headingText(inline));
      }
      if (level <= 2) section = inline.content.trim();
    }
    if (token.type === "paragraph_open" && lede === "" && token.level === 0)
      lede = plainText(tokens[index + 1]!);
    if (token.type === "inline") {
      for (const child of token.children ?? []) {
        if (child.type === "link_open")
          links.push({ href: String(child.attrGet("href") ?? ""), line: token.map?.[0] ?? 0, section });
      }
    }
  }
  return {
    headings,
    lede,
    links,
    anchors: headingIds(anchorTitles),
    headingLevels,
    startsWithParagraph: firstBlock?.type === "paragraph_open",
    plain: plainBody(tokens),
  };
}
