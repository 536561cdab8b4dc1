import type { z } from "zod";
import { type Outline, outline } from "./outline.js";
import { type ContentSource, parseMarkdownFile } from "./parse-source.js";
import type { ContentProblem } from "./problem.js";
import type { PageBase } from "./types.js";
import { expandVariables } from "./variables.js";

/** Front-matter fields every page kind has. */
export interface CommonFrontMatter extends Pick<PageBase, "title" | "summary" | "related"> {
  readonly description?: string | undefined;
}

/** A page parsed from its file, before it is placed in the graph; its links' lines are the file's (1-based). */
export interface ParsedPage<T extends CommonFrontMatter>
  extends Pick<Outline, "lede" | "headings" | "plain" | "links" | "anchors"> {
  readonly data: T;
  readonly slug: string;
  readonly body: string;
}

/** Parses one Markdown page: front matter, variables, outline and the body rules of content/README.md. */
export function buildPage<T extends CommonFrontMatter>(
  source: ContentSource,
  slug: string,
  schema: z.ZodType<T>,
  variables: ReadonlyMap<string, string> | undefined,
  problems: ContentProblem[],
): ParsedPage<T> | undefined {
  const file = source.path;
  if (!/^[a-z0-9-]+$/.test(slug)) {
    problems.push({
      file,
      message: `file name "${slug}" is not a valid slug`,
      fix: "rename the file to lower-case letters, digits and hyphens, ending in .md",
    });
    return undefined;
  }
  const parsed = parseMarkdownFile(source, schema);
  if (!parsed.ok) {
    problems.push(...parsed.problems);
    return undefined;
  }
  const { data, bodyLine } = parsed.value;
  const expanded = expandedBody(file, parsed.value.body, bodyLine, variables, problems);
  const body = expanded.trim();
  const pageOutline = outline(body);
  // The file's line of the body's first text, below the blank lines the trim dropped.
  const bodyStart = bodyLine + /^\s*/.exec(expanded)![0].split("\n").length - 1;
  if (body === "") {
    problems.push({
      file,
      line: bodyLine,
      message: "has an empty body",
      fix: "write the page below the front matter",
    });
  } else if (!pageOutline.startsWithParagraph) {
    problems.push({
      file,
      line: bodyStart,
      message: "body does not start with a paragraph",
      fix: "begin with the lede paragraph; the title comes from the front matter",
    });
  }
  problems.push(...headingProblems(file, bodyStart, pageOutline.headingLevels));
  const { lede, headings, plain, links, anchors } = pageOutline;
  const fileLinks = links.map((link) => ({ ...link, line: bodyStart + link.line }));
  return { data, slug, body, lede, headings, plain, links: fileLinks, anchors };
}

/** The body with its `{{variables}}` filled in, each unknown one reported at its line. */
function expandedBody(
  file: string,
  text: string,
  bodyLine: number,
  variables: ReadonlyMap<string, string> | undefined,
  problems: ContentProblem[],
): string {
  // Without the app facts (app.yaml is broken) variables cannot be checked; leave them as written.
  if (!variables) return text;
  const expanded = expandVariables(text, variables);
  for (const unknown of expanded.unknown) {
    problems.push({
      file,
      line: bodyLine + unknown.line,
      message: `unknown variable {{${unknown.name}}}`,
      fix: `use one of ${[...variables.keys()].map((name) => `{{${name}}}`).join(", ")}`,
    });
  }
  return expanded.text;
}

/** No `#` heading (the title comes from the front matter), and no level skipped on the way down. */
function headingProblems(
  file: string,
  bodyStart: number,
  levels: readonly { readonly level: number; readonly line: number }[],
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  let previousLevel = 1;
  for (const heading of levels) {
    const problem =
      heading.level === 1
        ? { message: "has a `#` heading", fix: "use `##`; the title comes from the front matter" }
        : heading.level > previousLevel + 1
          ? {
              message: `heading level ${heading.level} follows level ${previousLevel}`,
              fix: "go down one level at a time (`##`, then `###`)",
            }
          : undefined;
    if (problem) problems.push({ file, line: bodyStart + heading.line, ...problem });
    previousLevel = heading.level;
  }
  return problems;
}
