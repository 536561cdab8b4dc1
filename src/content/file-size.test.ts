import { describe, expect, it } from "vitest";
import { readContentDir } from "../build/read-content-dir.js";
import { contentRules } from "../content-rules.js";
import { buildGraph } from "./build-graph.js";
import { maxContentFileBytes } from "./file-size.js";

describe("the content file size limit", () => {
  it("reports a file over the limit once, in plain words, and nothing else about it", async () => {
    const sources = (await readContentDir("content")).map((source) =>
      source.path === "app.yaml" ? { path: source.path, text: "", bytes: 50 * 1024 * 1024 } : source,
    );
    const result = buildGraph(sources, contentRules);
    expect(result.ok).toBe(false);
    const problems = result.ok ? [] : result.problems.filter((problem) => problem.file === "app.yaml");
    expect(problems).toEqual([
      expect.objectContaining({
        message: "is 50.0 MB; a content file may be at most 1 MB, so it was not read",
      }),
    ]);
  });

  it("reads files up to the limit", async () => {
    const sources = await readContentDir("content");
    expect(
      sources.every((source) => (source.bytes ?? 0) <= maxContentFileBytes && source.text.length > 0),
    ).toBe(true);
  });
});
