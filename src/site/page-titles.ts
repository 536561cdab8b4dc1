import type { ContentGraph } from "../content/types.js";

/** Titles of the pages that are not content files. */
export const fixedPageTitles: Readonly<Record<string, string>> = {
  "/guide": "User guide",
  "/blog": "Blog",
  "/tools": "Calculators",
  "/whats-new": "What's new",
  "/developers": "Developers",
};

/**
 * The title of the page at a site path, or undefined when no page lives there.
 * @example titleOfPath(graph, "/guide/how-streaks-work") // "How streaks work"
 */
export function titleOfPath(graph: ContentGraph, path: string): string | undefined {
  const [, kind, slug, extra] = path.replace(/[?#].*$/, "").split("/");
  if (extra !== undefined) return undefined;
  if (slug === undefined) return path === "/" ? graph.app.name : fixedPageTitles[path];
  if (kind === "guide") return graph.docs.get(slug)?.title;
  if (kind === "blog") return graph.articleBySlug.get(slug)?.title;
  if (kind === "tools") return graph.calculatorPages.get(slug)?.title;
  if (kind === "for") return graph.audienceBySlug.get(slug)?.title;
  return undefined;
}
