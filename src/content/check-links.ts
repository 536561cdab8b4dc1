import type { ContentProblem } from "./problem.js";

/** Checks one link of a page: site paths must be in `sitePaths`, other links absolute https or mailto. */
export function checkLink(
  file: string,
  line: number | undefined,
  href: string,
  sitePaths: ReadonlySet<string>,
  field?: string,
): ContentProblem | undefined {
  const where = { file, ...(line === undefined ? {} : { line }), ...(field ? { field } : {}) };
  if (href.startsWith("/") && !href.startsWith("//")) {
    if (sitePaths.has(href.replace(/[?#].*$/, "") || "/")) return undefined;
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
