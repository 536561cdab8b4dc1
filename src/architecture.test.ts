import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { describe, expect, it } from "vitest";

// The core runs on any runtime with Web-standard Request/Response (issue 12): only src/node/ may
// import Node's modules, and nothing outside it may import from it. Tests and test support may.
const files = readdirSync("src", { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
  .map((entry) => relative(".", join(entry.parentPath, entry.name)).split(sep).join("/"))
  .filter((path) => !/\.test\.tsx?$/.test(path) && !path.startsWith("src/test-support/"));

const core = files.filter((path) => !path.startsWith("src/node/"));

describe("the core imports nothing from Node", () => {
  it("has core files to check", () => {
    expect(core.length).toBeGreaterThan(100);
  });

  it.each(core)("%s imports no node: module and nothing from src/node/", (path) => {
    const source = readFileSync(path, "utf8");
    const imports = [...source.matchAll(/(?:^|\n)\s*(?:import|export)[^;]*?from\s*["']([^"']+)["']/g)].map(
      (match) => match[1]!,
    );
    const dynamic = [...source.matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)].map((match) => match[1]!);
    for (const specifier of [...imports, ...dynamic]) {
      expect(specifier, `${path} imports ${specifier}`).not.toMatch(/^node:/);
      expect(specifier, `${path} imports ${specifier}`).not.toMatch(/(^|\/)node\//);
    }
  });
});
