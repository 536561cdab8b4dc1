/** One thing wrong with the content, precise enough for an editor to fix it. */
export interface ContentProblem {
  /** Path relative to the content folder. */
  readonly file: string;
  /** 1-based line, when known. */
  readonly line?: number;
  /** The front-matter or YAML field, dotted (`highlights.0.title`). */
  readonly field?: string;
  /** What is wrong. */
  readonly message: string;
  /** How to fix it. */
  readonly fix?: string;
}

/** Thrown when content cannot be loaded; carries every problem found. */
export class ContentError extends Error {
  override readonly name = "ContentError";
  constructor(readonly problems: readonly ContentProblem[]) {
    super(formatProblems(problems));
  }
}

/** One line per problem: `file:line field: message (fix)`. */
export function formatProblem(problem: ContentProblem): string {
  const where = problem.line === undefined ? problem.file : `${problem.file}:${problem.line}`;
  const field = problem.field ? ` field "${problem.field}"` : "";
  const fix = problem.fix ? ` Fix: ${problem.fix}` : "";
  return `${where}${field}: ${problem.message}${fix}`;
}

/** Every problem, one a line, with a count. */
export function formatProblems(problems: readonly ContentProblem[]): string {
  const plural = problems.length === 1 ? "problem" : "problems";
  return [
    `Content has ${problems.length} ${plural}:`,
    ...problems.map((problem) => `  ${formatProblem(problem)}`),
  ].join("\n");
}
