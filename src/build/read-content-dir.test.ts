import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { contentVersion } from "../content/content-version.js";
import { maxContentFileBytes } from "../content/file-size.js";
import { contentDirVersion, readContentDir } from "./read-content-dir.js";

const turns = vi.hoisted(() => ({ count: 0 }));
vi.mock("node:timers/promises", async (original) => {
  const actual = await original<typeof import("node:timers/promises")>();
  return {
    ...actual,
    setImmediate: (...args: Parameters<typeof actual.setImmediate>) => {
      turns.count++;
      return actual.setImmediate(...args);
    },
  };
});

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "stepzy-read-"));
  await mkdir(join(dir, "blog"));
  await mkdir(join(dir, "guide", "start"), { recursive: true });
  await writeFile(join(dir, "app.yaml"), "name: Stepzy\n");
  await writeFile(join(dir, "guide", "sections.yml"), "- id: start\n");
  await writeFile(join(dir, "guide", "start", "caf\u00e9.md"), "Caf\u00e9 au lait \u2014 \u{1F6B6}\n");
  await writeFile(join(dir, "notes.txt"), "not content");
  await writeFile(join(dir, ".draft.md"), "hidden");
  await writeFile(join(dir, "blog", "huge.md"), "x".repeat(maxContentFileBytes + 1));
  // A file beside a folder of almost its name.
  await writeFile(join(dir, "guide", "start-here.md"), "Start\n");
  // More files than one turn of the event loop reads.
  for (let i = 0; i < 600; i++)
    await writeFile(join(dir, "blog", `post-${String(i).padStart(3, "0")}.md`), `Post ${i}\n`);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("readContentDir", () => {
  it("reads every .md and .yaml file, in path order, as UTF-8 text with its size", async () => {
    const sources = await readContentDir(dir);
    expect(sources.map((source) => source.path)).toEqual(
      [
        "app.yaml",
        "blog/huge.md",
        ...Array.from({ length: 600 }, (_, i) => `blog/post-${String(i).padStart(3, "0")}.md`),
        "guide/sections.yml",
        "guide/start-here.md",
        "guide/start/caf\u00e9.md",
      ].sort(),
    );
    const cafe = sources.find((source) => source.path === "guide/start/caf\u00e9.md")!;
    expect(cafe.text).toBe("Caf\u00e9 au lait \u2014 \u{1F6B6}\n");
    expect(cafe.bytes).toBe(Buffer.byteLength(cafe.text));
    expect(sources.find((source) => source.path === "blog/post-599.md")?.text).toBe("Post 599\n");
  });

  it("leaves a file over the size limit unread, with its size", async () => {
    const huge = (await readContentDir(dir)).find((source) => source.path === "blog/huge.md");
    expect(huge).toEqual({ path: "blog/huge.md", text: "", bytes: maxContentFileBytes + 1 });
  });

  it("yields to the event loop between batches of files", async () => {
    turns.count = 0;
    await readContentDir(dir);
    // 604 files, 256 a turn: two yields.
    expect(turns.count).toBe(2);
  });

  it("fails when the folder does not exist", async () => {
    await expect(readContentDir(join(dir, "missing"))).rejects.toThrow(/ENOENT/);
  });
});

describe("contentDirVersion", () => {
  it("is the version of the files readContentDir reads, without keeping them", async () => {
    expect(await contentDirVersion(dir)).toBe(contentVersion(await readContentDir(dir)));
    expect(await contentDirVersion("content")).toBe(contentVersion(await readContentDir("content")));
  });
});
