import type MarkdownIt from "markdown-it";

/** One token of markdown-it's parse. */
export type MarkdownToken = ReturnType<InstanceType<typeof MarkdownIt>["parse"]>[number];

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

/** The plain text of an inline token's children: text and code, a space for each line break. */
export function inlineText(children: readonly MarkdownToken[]): string {
  let text = "";
  for (const child of children) {
    if (child.type === "text" || child.type === "code_inline") text += child.content;
    else if (child.type === "softbreak" || child.type === "hardbreak") text += " ";
  }
  return text;
}

/** A body's text under one heading (the first has none), in pieces as read. */
export interface BodySegment extends Pick<BodySection, "title" | "anchor"> {
  readonly parts: string[];
}

/** The plain body of its segments: each one's text, blanks folded, one line break between them. */
export function joinSegments(segments: readonly BodySegment[]): PlainBody {
  let text = "";
  const sections: BodySection[] = [];
  for (const { title, anchor, parts } of segments) {
    const part = parts.join("").replace(blankRuns, " ").trim();
    if (!part) continue;
    if (text) text += "\n";
    if (title) sections.push({ title, anchor, start: text.length, end: text.length + part.length });
    text += part;
  }
  return { text, sections };
}
