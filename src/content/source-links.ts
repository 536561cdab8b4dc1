import type { ContentProblem } from "./problem.js";

/** Reports a Sources link to a home page (`https://www.cdc.gov/`): a reader cannot check a claim there. */
export function sourceLinkProblem(
  file: string,
  link: { readonly href: string; readonly line: number; readonly section: string },
): ContentProblem | undefined {
  if (link.section.trim().toLowerCase() !== "sources" || !/^https?:\/\//.test(link.href)) return undefined;
  const url = URL.parse(link.href);
  if (url?.pathname !== "/" || url.search !== "") return undefined;
  return {
    file,
    line: link.line,
    message: `the source ${link.href} is the home page of ${url.hostname}, not the page that supports the claim`,
    fix: "link the specific page or study (for a study, its https://doi.org/ link)",
  };
}
