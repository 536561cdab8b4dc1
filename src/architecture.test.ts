import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize, relative, sep } from "node:path";
import { describe, expect, it } from "vitest";

// The core runs on any runtime with Web-standard Request/Response (issue 12): only the Node edge
// (src/node/, the runtime adapter; src/cli/, the command-line tools; src/build/, bundling and
// rendering) may import Node's modules, and nothing outside it may import from it. Tests may.
const files = readdirSync("src", { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
  .map((entry) => relative(".", join(entry.parentPath, entry.name)).split(sep).join("/"))
  .filter((path) => !/\.test\.tsx?$/.test(path));

/** The folders of the Node edge. */
const edge = /^src\/(node|cli|build)\//;
const core = files.filter((path) => !edge.test(path));

/** Every module a file imports (static, type-only and dynamic), as written. */
function importsOf(path: string): string[] {
  const source = readFileSync(path, "utf8");
  const imports = [...source.matchAll(/(?:^|\n)\s*(?:import|export)[^;]*?from\s*["']([^"']+)["']/g)];
  const dynamic = [...source.matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)];
  return [...imports, ...dynamic].map((match) => match[1]!);
}

/** The folder of `src/` a file belongs to (`src/api/operations/x.ts` -> `api`; `src/compose.ts` -> `.`). */
const folderOf = (path: string) => (path.split("/").length > 2 ? path.split("/")[1]! : ".");

describe("the core imports nothing from Node", () => {
  it("has core files to check", () => {
    expect(core.length).toBeGreaterThan(100);
  });

  it.each(core)("%s imports no node: module and nothing from the Node edge", (path) => {
    for (const specifier of importsOf(path)) {
      expect(specifier, `${path} imports ${specifier}`).not.toMatch(/^node:/);
      expect(specifier, `${path} imports ${specifier}`).not.toMatch(/(^|\/)(node|cli|build)\//);
    }
  });
});

// Folders form layers (issue 12): routes and store over content, api and site over those, the
// composition root over all, src/node at the edge. Two folders importing each other, even for a
// type, is a cycle: one cannot be understood, tested or moved without the other.
describe("folders import each other in one direction only", () => {
  const imports = new Map<string, Set<string>>();
  for (const path of files) {
    const from = folderOf(path);
    for (const specifier of importsOf(path).filter((it) => it.startsWith("."))) {
      const to = folderOf(
        normalize(join(dirname(path), specifier))
          .split(sep)
          .join("/"),
      );
      if (to === from) continue;
      if (!imports.has(from)) imports.set(from, new Set());
      imports.get(from)!.add(to);
    }
  }
  /** A path of imports from `from` back to `to`, or undefined. */
  const pathBetween = (from: string, to: string, seen = new Set<string>()): string[] | undefined => {
    if (from === to) return [to];
    if (seen.has(from)) return undefined;
    seen.add(from);
    for (const next of imports.get(from) ?? []) {
      const rest = pathBetween(next, to, seen);
      if (rest) return [from, ...rest];
    }
    return undefined;
  };

  it("has layers to check", () => {
    expect(imports.get("api")?.has("params")).toBe(true);
  });

  it.each([...imports.keys()])("nothing that %s imports leads back to it", (folder) => {
    for (const next of imports.get(folder) ?? []) {
      const back = pathBetween(next, folder);
      expect(back && [folder, ...back].join(" -> "), "an import cycle between folders").toBeUndefined();
    }
  });
});

// The project documents its own contract in docs/ (issue 31): a reader of the code cannot follow a
// pointer to a file outside the repository, so comments point to docs/ or to the OpenAPI document.
describe("comments point inside the repository", () => {
  const everyFile = readdirSync(".", { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs)$/.test(entry.name))
    .map((entry) => relative(".", join(entry.parentPath, entry.name)).split(sep).join("/"))
    .filter((path) => /^(src|test|scripts)\//.test(path));

  it.each(everyFile)("%s cites no file outside the repository", (path) => {
    const source = readFileSync(path, "utf8");
    expect(source).not.toMatch(/decisions\.md|specification sections? \d|shared\/spec/);
  });
});

// Libraries are used through their public API (issue 31): a private field (`index._index`) can
// change in any release, silently. The core names none, and imports nothing from the Node edge.
describe("the core uses libraries through their public API", () => {
  it.each(core)("%s reads no private field of another object", (path) => {
    const source = readFileSync(path, "utf8").replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, "");
    expect(source, path).not.toMatch(/\.\s*_[A-Za-z]\w*/);
  });
});

// Small files named for what they own (issue 31): a file that grows past 300 lines holds more than
// one thing, and is split by what each part owns.
describe("source files stay small", () => {
  it.each(files)("%s has at most 300 lines", (path) => {
    expect(readFileSync(path, "utf8").split("\n").length - 1, path).toBeLessThanOrEqual(300);
  });
});
