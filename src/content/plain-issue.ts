import type { z } from "zod";
import { articleCategories } from "./vocabulary.js";

/** A validation issue in editors' words: what is wrong, and how to fix it when that is not obvious. */
export interface PlainIssue {
  readonly message: string;
  readonly fix?: string;
}

/** How to add each front-matter field an editor can leave out by mistake (content/README.md). */
const howToAdd: Readonly<Record<string, string>> = {
  title: "add a title of 3 to 90 characters",
  summary: "add a summary: one sentence of 20 to 200 characters",
  order: "add the page's position as a whole number (1 comes first)",
  updated: "add the date of the last real change, written YYYY-MM-DD",
  publishedAt: "add the first publication date, written YYYY-MM-DD",
  category: `add one of ${articleCategories.join(", ")}`,
  version: 'add the version in quotes, such as "3.9"',
  date: "add the release date, written YYYY-MM-DD",
  highlights: "add 2 to 5 highlights, each with a title and a body",
  id: "add the section id",
};

/** How to write a field's value right, for fields whose message alone does not say. */
const dateFix = "write a real date as YYYY-MM-DD, such as 2026-05-01";
const howToWrite: Readonly<Record<string, string>> = {
  updated: dateFix,
  publishedAt: dateFix,
  updatedAt: dateFix,
  reviewedAt: dateFix,
  date: dateFix,
  order: "write a whole number such as 1, without quotes",
};

/** What a value of each type looks like in YAML. */
const typeWords: Readonly<Record<string, string>> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  array: "a list (one `- item` a line)",
  object: "a group of `name: value` fields",
};

const units: Readonly<Record<string, string>> = {
  string: "characters",
  array: "items",
};

/** Zod's own messages start like this; the schemas' messages are already in plain words. */
const isZodDefault = (message: string) => /^(Invalid|Too (small|big)|Unrecognized)/.test(message);

/**
 * Turns a Zod issue into one plain sentence, keeping the schemas' own messages.
 * @example plainIssue({ code: "invalid_type", expected: "string", path: ["title"], message: "..." })
 *   // { message: "is missing", fix: "add a title of 3 to 90 characters" }
 */
export function plainIssue(issue: z.core.$ZodIssue): PlainIssue {
  const key = String(issue.path.at(-1) ?? "");
  const plain = wrongValue(issue, key);
  const fix = plain.fix ?? howToWrite[key];
  return fix === undefined ? plain : { ...plain, fix };
}

function wrongValue(issue: z.core.$ZodIssue, key: string): PlainIssue {
  if (issue.code === "invalid_type") {
    const input = "input" in issue ? issue.input : undefined;
    if (input === undefined && key !== "")
      return { message: "is missing", fix: howToAdd[key] ?? "add it (see content/README.md)" };
    if (input === undefined || input === null)
      return key === ""
        ? { message: "is empty", fix: "write the fields (see content/README.md)" }
        : { message: "has no value", fix: "write a value after the colon" };
  }
  if (!isZodDefault(issue.message)) return { message: issue.message };
  if (issue.code === "invalid_type")
    return { message: `must be ${typeWords[issue.expected] ?? issue.expected}` };
  if (issue.code === "too_small" || issue.code === "too_big") {
    const side = issue.code === "too_small" ? `at least ${issue.minimum}` : `at most ${issue.maximum}`;
    const unit = units[issue.origin];
    return { message: unit ? `must have ${side} ${unit}` : `must be ${side}` };
  }
  if (issue.code === "invalid_format") return { message: `must be a valid ${issue.format}` };
  if (issue.code === "invalid_value")
    return { message: `must be one of ${issue.values.map(String).join(", ")}` };
  return { message: issue.message };
}
