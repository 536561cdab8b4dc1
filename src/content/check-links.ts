import type { ContentProblem } from "./problem.js";

/** Site paths that exist besides content pages. */
export const fixedSitePaths = [
  "/",
  "/guide",
  "/blog",
  "/tools",
  "/whats-new",
  "/developers",
  "/search",
  "/llms.txt",
  "/agents.md",
  "/whats-new.json",
  "/sitemap.xml",
  "/robots.txt",
  "/openapi.json",
  "/api/v1",
] as const;

/** Whether a site path (query and fragment ignored, `.md` variants included) names an existing page. */
export function resolvesTo(href: string, pages: ReadonlySet<string>): boolean {
  const path = href.replace(/[?#].*$/, "") || "/";
  if (pages.has(path)) return true;
  if (path === "/index.md") return true;
  return path.endsWith(".md") && pages.has(path.slice(0, -3));
}

/** Checks one link of a page: site paths must resolve, other links must be absolute https or mailto. */
export function checkLink(
  file: string,
  line: number | undefined,
  href: string,
  pages: ReadonlySet<string>,
  field?: string,
): ContentProblem | undefined {
  const where = { file, ...(line === undefined ? {} : { line }), ...(field ? { field } : {}) };
  if (href.startsWith("/") && !href.startsWith("//")) {
    if (resolvesTo(href, pages)) return undefined;
    return {
      ...where,
      message: `links to ${href}, which is not a page of the site`,
      fix: "correct the path or remove the link",
    };
  }
  if (/^(https?:\/\/|mailto:)/.test(href)) return undefined;
  return {
    ...where,
    message: `has the link "${href}", which is neither a site path nor an absolute URL`,
    fix: "write site links as /guide/slug, /blog/slug, /tools/slug or /for/slug, and other links in full (https://...)",
  };
}
