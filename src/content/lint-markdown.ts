import { lint } from "markdownlint/sync";
import type { ContentSource } from "./parse-source.js";
import type { ContentProblem } from "./problem.js";

/** Content's markdownlint rules: paragraphs are one line each, and a page starts with front matter. */
export const markdownLintConfig = {
  default: true,
  MD013: false,
  MD041: false,
  MD024: { siblings_only: true },
} as const;

/** Lints every Markdown source and reports each finding as a content problem. */
export function lintMarkdown(sources: readonly ContentSource[]): ContentProblem[] {
  const markdown = sources.filter((source) => source.path.endsWith(".md"));
  const strings = Object.fromEntries(markdown.map((source) => [source.path, source.text]));
  const results = lint({ strings, config: markdownLintConfig });
  return Object.entries(results).flatMap(([file, findings]) =>
    findings.map((finding) => ({
      file,
      line: finding.lineNumber,
      message: `${finding.ruleNames.join("/")} ${finding.ruleDescription}${finding.errorDetail ? ` (${finding.errorDetail})` : ""}`,
      fix: finding.ruleInformation ? `see ${finding.ruleInformation}` : "edit the line as the rule says",
    })),
  );
}
