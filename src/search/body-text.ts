import MarkdownIt from "markdown-it";

const parser = new MarkdownIt("commonmark");

/** Headings whose sections point elsewhere; their words describe other pages, so they are not indexed. */
const skippedSections: ReadonlySet<string> = new Set(["related"]);

/**
 * The words of a Markdown body as plain text, without link targets, markup or the "Related"
 * section (whose link titles would make a page match queries about the pages it links to).
 */
export function bodyText(markdown: string): string {
  const tokens = parser.parse(markdown, {});
  const parts: string[] = [];
  let skippingBelowLevel = 0;
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    if (token.type === "heading_open") {
      const level = Number(token.tag.slice(1));
      const text = tokens[index + 1]?.content.trim().toLowerCase() ?? "";
      if (skippingBelowLevel && level <= skippingBelowLevel) skippingBelowLevel = 0;
      if (!skippingBelowLevel && skippedSections.has(text)) skippingBelowLevel = level;
      index += 2; // headings are indexed in their own field
      continue;
    }
    if (skippingBelowLevel || token.type !== "inline") continue;
    for (const child of token.children ?? []) {
      if (child.type === "text" || child.type === "code_inline") parts.push(child.content);
      else if (child.type === "softbreak" || child.type === "hardbreak") parts.push(" ");
    }
    parts.push("\n");
  }
  return parts
    .join("")
    .replace(/[ \t]+/g, " ")
    .trim();
}
