import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ContentGraph } from "./types.js";
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
});
