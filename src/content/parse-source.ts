import { LineCounter, parseDocument } from "yaml";
import type { z } from "zod";
import { plainIssue } from "./plain-issue.js";
import type { ContentProblem } from "./problem.js";

/** A content file as read from disk. */
export interface ContentSource {
  /** Path relative to the content folder, with `/` separators. */
  readonly path: string;
  readonly text: string;
  /** Size on disk, when the reader knows it; over `maxContentFileBytes` the text is left empty. */
  readonly bytes?: number;
}

/** Parsed YAML with a way back from a field path to its line. */
interface ParsedYaml {
  readonly value: unknown;
  lineOf(path: readonly PropertyKey[]): number | undefined;
}

type Outcome<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly problems: ContentProblem[] };

/** A parsed YAML value with its strings, arrays and plain objects copied; anything else is kept. */
function detached(value: unknown): unknown {
  // A slice keeps its file's text alive: 10 MB of the graph's 138 MB at 100 times the content.
  if (typeof value === "string") return JSON.parse(JSON.stringify(value)) as string;
  if (Array.isArray(value)) return value.map(detached);
  if (value !== null && typeof value === "object") {
    const prototype = Object.getPrototypeOf(value);
    if (prototype !== Object.prototype && prototype !== null) return value;
    // fromEntries defines own properties, so a `__proto__` key stays a key.
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, detached(field)]));
  }
  return value;
}

function parseYaml(file: string, text: string, firstLine: number): Outcome<ParsedYaml> {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  if (document.errors.length > 0) {
    return {
      ok: false,
      problems: document.errors.map((error) => ({
        file,
        line: (lineCounter.linePos(error.pos[0]).line ?? 1) + firstLine - 1,
        message: `is not valid YAML: ${error.message.split("\n")[0]}`,
        fix: "check the indentation, the colons and the quotes on that line",
      })),
    };
  }
  return {
    ok: true,
    value: {
      value: detached(document.toJS()),
      lineOf(path) {
        for (let depth = path.length; depth >= 0; depth--) {
          const node = document.getIn(path.slice(0, depth) as unknown[], true) as
            | { range?: [number, number] }
            | undefined;
          if (node?.range) return lineCounter.linePos(node.range[0]).line + firstLine - 1;
        }
        return undefined;
      },
    },
  };
}

function firstIssuePerField<T extends { readonly path: readonly PropertyKey[] }>(issues: readonly T[]): T[] {
  const byField = Map.groupBy(issues, (issue) => JSON.stringify(issue.path.map(String)));
  return [...byField.values()].map(([first]) => first!);
}

function validate<T>(file: string, schema: z.ZodType<T>, parsed: ParsedYaml): Outcome<T> {
  const result = schema.safeParse(parsed.value, { reportInput: true });
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    // One problem per field: a value of the wrong type also fails the field's other checks.
    problems: firstIssuePerField(result.error.issues).map((issue) => {
      const unknownKeys = issue.code === "unrecognized_keys" ? issue.keys : undefined;
      const line = parsed.lineOf(unknownKeys ? [...issue.path, unknownKeys[0]!] : issue.path);
      const field = issue.path.map(String).join(".");
      const plain = unknownKeys
        ? {
            message: `unknown field ${unknownKeys.map((key) => `"${key}"`).join(", ")}`,
            fix: "remove it or correct its spelling (see content/README.md)",
          }
        : plainIssue(issue);
      return { file, ...(line === undefined ? {} : { line }), ...(field ? { field } : {}), ...plain };
    }),
  };
}

/** Parses and validates a YAML file. */
export function parseYamlFile<T>(source: ContentSource, schema: z.ZodType<T>): Outcome<T> {
  const parsed = parseYaml(source.path, source.text, 1);
  return parsed.ok ? validate(source.path, schema, parsed.value) : parsed;
}

/** A Markdown file split into validated front matter and body. */
export interface MarkdownFile<T> {
  readonly data: T;
  readonly body: string;
  /** Line of the file on which the body starts. */
  readonly bodyLine: number;
}

const frontMatterPattern = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** Splits a Markdown file's front matter from its body and validates the front matter. */
export function parseMarkdownFile<T>(source: ContentSource, schema: z.ZodType<T>): Outcome<MarkdownFile<T>> {
  const match = frontMatterPattern.exec(source.text);
  if (!match) {
    return {
      ok: false,
      problems: [
        {
          file: source.path,
          line: 1,
          message: "has no front matter",
          fix: "start the file with a line `---`, the fields (title, summary, ...), and another line `---`",
        },
      ],
    };
  }
  const parsed = parseYaml(source.path, match[1] ?? "", 2);
  if (!parsed.ok) return parsed;
  const data = validate(source.path, schema, parsed.value);
  if (!data.ok) return data;
  const bodyLine = match[0].split("\n").length;
  return { ok: true, value: { data: data.value, body: source.text.slice(match[0].length), bodyLine } };
}
