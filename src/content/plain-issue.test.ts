import { describe, expect, it } from "vitest";
import { z } from "zod";
import { plainIssue } from "./plain-issue.js";

const issuesOf = (schema: z.ZodType, value: unknown) =>
  (schema.safeParse(value, { reportInput: true }).error?.issues ?? []).map(plainIssue);

describe("plainIssue", () => {
  const schema = z.object({
    title: z.string(),
    order: z.number({ error: "must be a whole number" }).int({ error: "must be a whole number" }),
    scheduled: z.boolean().optional(),
    related: z.array(z.string()).optional(),
    name: z.string().min(2).optional(),
  });

  it("says a field is missing and how to add it, not what Zod expected", () => {
    expect(issuesOf(schema, { order: 1 })).toEqual([
      { message: "is missing", fix: "add a title of 3 to 90 characters" },
    ]);
    expect(issuesOf(schema, { title: "T" })).toEqual([
      { message: "is missing", fix: "add the page's position as a whole number (1 comes first)" },
    ]);
  });

  it("says how to write a date or an order that is wrong", () => {
    const dated = z.object({
      updated: z.string().refine(() => false, { error: "is not a real calendar date" }),
    });
    expect(issuesOf(dated, { updated: "2026-02-30" })).toEqual([
      { message: "is not a real calendar date", fix: "write a real date as YYYY-MM-DD, such as 2026-05-01" },
    ]);
  });

  it("names the type a value must have in YAML words, keeping the schema's own message", () => {
    expect(issuesOf(schema, { title: 3, order: "first", scheduled: "yes", related: "/guide" })).toEqual([
      { message: "must be text" },
      { message: "must be a whole number", fix: "write a whole number such as 1, without quotes" },
      { message: "must be true or false" },
      { message: "must be a list (one `- item` a line)" },
    ]);
  });

  it("words Zod's length messages plainly", () => {
    expect(issuesOf(schema, { title: "T", order: 1, name: "A" })).toEqual([
      { message: "must have at least 2 characters" },
    ]);
  });

  it("says empty front matter is empty", () => {
    expect(issuesOf(schema, null)).toEqual([
      { message: "is empty", fix: "write the fields (see content/README.md)" },
    ]);
  });
});
