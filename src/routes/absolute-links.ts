/** Rewrites a Markdown body's site-path links to absolute URLs, so it stands on its own (docs/website.md). */
export function absolutizeMarkdownLinks(markdown: string, absolute: (path: string) => string): string {
  return markdown.replace(/\]\((\/(?!\/)[^)\s]*)\)/g, (_match, path: string) => `](${absolute(path)})`);
}
