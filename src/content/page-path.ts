import type { Page } from "./types.js";

/** Where each kind of Markdown page is served (content/README.md, "Folder layout"). */
const prefixes: Readonly<Record<Page["kind"], string>> = {
  doc: "/guide",
  article: "/blog",
  audience: "/for",
  calculator: "/tools",
  info: "",
};

/**
 * The site path of a content page, known before the graph is built, so that link checks can name
 * pages that failed their own checks.
 * @example contentPagePath("audience", "runners") // "/for/runners"
 */
export function contentPagePath(kind: Page["kind"], slug: string): string {
  return `${prefixes[kind]}/${slug}`;
}
