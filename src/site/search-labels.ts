import type { Excerpt } from "../search/excerpt.js";
import type { SearchType } from "../search/search-document.js";

/** How each result type is named, on the search page and in the header's suggestions. */
export const typeLabels: Readonly<Record<SearchType, string>> = {
  doc: "Guide",
  article: "Article",
  calculator: "Calculator",
  audience: "For you",
};

/** An excerpt as runs of text, the matched words marked. */
export function excerptParts(excerpt: Excerpt): { readonly text: string; readonly marked: boolean }[] {
  const parts: { text: string; marked: boolean }[] = [];
  let at = 0;
  for (const [start, end] of excerpt.matches) {
    if (start > at) parts.push({ text: excerpt.text.slice(at, start), marked: false });
    parts.push({ text: excerpt.text.slice(start, end), marked: true });
    at = end;
  }
  if (at < excerpt.text.length) parts.push({ text: excerpt.text.slice(at), marked: false });
  return parts;
}
