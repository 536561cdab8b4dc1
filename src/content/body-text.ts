import type MarkdownIt from "markdown-it";
import { headingSlug } from "./heading-slug.js";

/** One token of markdown-it's parse. */
export type MarkdownToken = ReturnType<InstanceType<typeof MarkdownIt>["parse"]>[number];

/** Headings whose sections point elsewhere; their words describe other pages, so they are not indexed. */
const skippedSections: ReadonlySet<string> = new Set(["related"]);

/** The text of a heading as markdown-it-anchor slugifies it: text and code, no link targets. */
export function headingText(inline: MarkdownToken | undefined): string {
  return (inline?.children ?? [])
    .filter((child) => child.type === "text" || child.type === "code_inline")
    .map((child) => child.content)
    .join("");
}

/** Runs of blanks to write as one space; skipping lone spaces halves the cost of the plain text. */
export const blankRuns = /[ \t]{2,}|\t/g;

/** A section of a body: its heading, the anchor the page gives it, and where its text is. */
export interface BodySection {
  readonly title: string;
  /** Unique per page, as the rendered page makes them: `x`, `x-1`, `x-2`. */
  readonly anchor: string;
  /** `[start, end)` of the section's text in the body text. */
  readonly start: number;
  readonly end: number;
}

/** A body as plain text, and where its sections are in it. */
export interface PlainBody {
  readonly text: string;
  readonly sections: readonly BodySection[];
}

/** The words of a body's tokens as the plain text search indexes, and where each level 2 and 3 section is. */
export function plainBody(tokens: readonly MarkdownToken[]): PlainBody {
  const segments: { title: string; anchor: string; parts: string[] }[] = [
    { title: "", anchor: "", parts: [] },
  ];
  const anchors = new Set<string>();
  let skippingBelowLevel = 0;
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    if (token.type === "heading_open") {
      const level = Number(token.tag.slice(1));
      const title = headingText(tokens[index + 1])
        .replace(/\s+/g, " ")
        .trim();
      if (skippingBelowLevel && level <= skippingBelowLevel) skippingBelowLevel = 0;
      if (!skippingBelowLevel && skippedSections.has(title.toLowerCase())) skippingBelowLevel = level;
      if (level === 2 || level === 3) {
        // The id the rendered page gives it: from the heading's text, numbered among the page's ## and ###.
        let anchor = headingSlug(title);
        for (let suffix = 1; anchors.has(anchor); suffix++) anchor = `${headingSlug(title)}-${suffix}`;
        anchors.add(anchor);
        if (!skippingBelowLevel) segments.push({ title, anchor, parts: [] });
      }
      index += 2; // headings are indexed in their own field
      continue;
    }
    if (skippingBelowLevel || token.type !== "inline") continue;
    const { parts } = segments.at(-1)!;
    for (const child of token.children ?? []) {
      if (child.type === "text" || child.type === "code_inline") parts.push(child.content);
      else if (child.type === "softbreak" || child.type === "hardbreak") parts.push(" ");
    }
    parts.push("\n");
  }
  let text = "";
  const sections: BodySection[] = [];
  for (const segment of segments) {
    const part = segment.parts.join("").replace(blankRuns, " ").trim();
    if (!part) continue;
    if (text) text += "\n";
    if (segment.title)
      sections.push({
        title: segment.title,
        anchor: segment.anchor,
        start: text.length,
        end: text.length + part.length,
      });
    text += part;
  }
  return { text, sections };
}
