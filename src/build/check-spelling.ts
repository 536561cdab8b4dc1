import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import { lint } from "cspell";

/** A word the spelling check does not know, where it is and what it might be. */
export interface SpellingProblem {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly word: string;
  readonly suggestions: readonly string[];
}

/** Checks the content files' spelling against US English (cspell's en-US dictionary and `cspell.json`). */
export async function checkSpelling(dir: string): Promise<SpellingProblem[]> {
  const problems: SpellingProblem[] = [];
  const result = await lint(
    [`${relative(process.cwd(), dir) || "."}/**/*.{md,yaml}`],
    { config: "cspell.json", progress: false, summary: false, showSuggestions: true },
    // Emitters left out are silent (cspell's `finalizeReporter`).
    {
      issue: (issue) => {
        problems.push({
          file: relative(process.cwd(), issue.uri ? fileURLToPath(issue.uri) : "?"),
          line: issue.row,
          column: issue.col,
          word: issue.text,
          suggestions: (issue.suggestions ?? []).slice(0, 3),
        });
      },
      error: (message, error) => {
        throw new Error(`The spelling check failed: ${message}: ${error.message}`);
      },
    },
  );
  if (result.errors > 0 && problems.length === 0) throw new Error("The spelling check could not run.");
  return problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}

/** One line per problem, as the content check prints them: where, what, and how to fix it. */
export function formatSpellingProblems(problems: readonly SpellingProblem[]): string {
  return problems
    .map(
      (problem) =>
        `${problem.file}:${problem.line}:${problem.column}: unknown word "${problem.word}"${problem.suggestions.length ? ` (US spelling: ${problem.suggestions.join(", ")}?)` : ""}. Use the US English spelling, or add a name or term to "words" in cspell.json.`,
    )
    .join("\n");
}
