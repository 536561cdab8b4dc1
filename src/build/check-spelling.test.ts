import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkSpelling, formatSpellingProblems } from "./check-spelling.js";

const dir = mkdtempSync(join(tmpdir(), "stepzy-spelling-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(path: string, text: string): void {
  mkdirSync(join(dir, path, ".."), { recursive: true });
  writeFileSync(join(dir, path), text);
}

describe("checkSpelling", () => {
  it("finds British spellings in content, and says where and how to fix them", async () => {
    write("guide/a.md", "# Colors\n\nPick a colour for your ring, in kilometers or miles.\n");
    const problems = await checkSpelling(dir);
    expect(problems.map((problem) => [problem.word, problem.line])).toEqual([["colour", 3]]);
    expect(formatSpellingProblems(problems)).toMatch(/a\.md:3:8: unknown word "colour" \(US spelling: color/);
  });

  it("leaves cited sources, links and template variables alone", async () => {
    write(
      "guide/a.md",
      "# Colors\n\nSee [the guide](/guide/themes-and-accent-colours) and {{app.requirements.watchos}}.\n\n## Sources\n\n- WHO guidelines on physical activity and sedentary behaviour, 2020.\n",
    );
    expect(await checkSpelling(dir)).toEqual([]);
  });
});
