import { cp, mkdtemp, readFile, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ContentGraph } from "../content/types.js";
import { watchContent } from "./watch-content.js";

let dir: string;
let stop: () => void = () => {};
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "stepzy-watch-"));
  await cp("content", dir, { recursive: true });
});
afterEach(async () => {
  stop();
  await rm(dir, { recursive: true, force: true });
});

function nextEvent(): Promise<{ graph?: ContentGraph; error?: string }> {
  return new Promise((resolve) => {
    stop = watchContent(
      dir,
      { onReload: (graph) => resolve({ graph }), onError: (error) => resolve({ error }) },
      20,
    );
  });
}

describe("watchContent (development mode)", () => {
  it("hands over a new graph after a good edit", async () => {
    const event = nextEvent();
    const file = join(dir, "blog", "how-many-steps-in-a-mile.md");
    await writeFile(
      file,
      (await readFile(file, "utf8")).replace(/^title: .*$/m, "title: How many steps make a mile?"),
    );
    const { graph } = await event;
    expect(graph?.articleBySlug.get("how-many-steps-in-a-mile")?.title).toBe("How many steps make a mile?");
  });

  it("reports a broken edit with file and field instead of a graph", async () => {
    const event = nextEvent();
    const file = join(dir, "blog", "how-many-steps-in-a-mile.md");
    await writeFile(file, (await readFile(file, "utf8")).replace(/^category: .*$/m, "category: Fitness"));
    const { graph, error } = await event;
    expect(graph).toBeUndefined();
    expect(error).toContain("blog/how-many-steps-in-a-mile.md:");
    expect(error).toContain('field "category"');
  });

  it("picks up an editor's save that writes a new file and renames it over the old one", async () => {
    const event = nextEvent();
    const file = join(dir, "blog", "how-many-steps-in-a-mile.md");
    const temporary = join(dir, "blog", ".how-many-steps-in-a-mile.md.swp");
    await writeFile(
      temporary,
      (await readFile(file, "utf8")).replace(/^title: .*$/m, "title: Saved by renaming"),
    );
    await rename(temporary, file);
    const { graph } = await event;
    expect(graph?.articleBySlug.get("how-many-steps-in-a-mile")?.title).toBe("Saved by renaming");
  });

  it("reports a content file over the size limit as a problem, without parsing it", async () => {
    const event = nextEvent();
    const file = join(dir, "blog", "how-many-steps-in-a-mile.md");
    const original = await readFile(file, "utf8");
    await writeFile(file, `${original}\n${"A long paragraph of walking words. ".repeat(60_000)}`);
    const { graph, error } = await event;
    expect(graph).toBeUndefined();
    expect(error).toContain("blog/how-many-steps-in-a-mile.md");
    expect(error).toMatch(/MB; a content file may be at most 1 MB/);
  });

  it("keeps watching, and reports, when the content folder disappears", async () => {
    const errors: string[] = [];
    let reloads = 0;
    stop = watchContent(
      dir,
      { onReload: () => void reloads++, onError: (error) => void errors.push(error) },
      20,
    );
    await rm(join(dir, "blog"), { recursive: true, force: true });
    while (errors.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reloads).toBe(0);
    expect(errors.join("\n")).toMatch(/blog|content/);
  });
});
