/**
 * Rewrites the site-path links of a Markdown body (`](/guide/x)`) to absolute URLs, so that the
 * Markdown stands on its own wherever it is read (docs/website.md).
 */
export function absolutizeMarkdownLinks(markdown: string, absolute: (path: string) => string): string {
  return markdown.replace(/\]\((\/(?!\/)[^)\s]*)\)/g, (_match, path: string) => `](${absolute(path)})`);
}
