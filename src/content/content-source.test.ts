import { describe, expect, it } from "vitest";
import { directorySource } from "../build/directory-source.js";
import { contentRules } from "../content-rules.js";
import { type ContentFiles, loadGraph, memorySource, watchGraph } from "./content-source.js";
import type { ContentSource } from "./parse-source.js";
import type { ContentGraph } from "./types.js";

describe("content sources", () => {
  it("build the same graph from the folder and from the same files in memory", async () => {
    const folder = directorySource("content");
    const inMemory = memorySource(await folder.read());
    const [fromFolder, fromMemory] = await Promise.all([
      loadGraph(folder, contentRules),
      loadGraph(inMemory, contentRules),
    ]);
    expect(fromMemory.version).toBe(fromFolder.version);
    expect([...fromMemory.docs.keys()]).toEqual([...fromFolder.docs.keys()]);
    expect(fromMemory.articles.length).toBe(fromFolder.articles.length);
    expect(inMemory.watch).toBeUndefined();
  });

  it("rebuild when a watched source changes, and keep the last good content on a broken edit", async () => {
    let files: readonly ContentSource[] = await directorySource("content").read();
    let changed: () => void = () => {};
    let stopped = false;
    const source: ContentFiles = {
      read: async () => files,
      watch(onChange) {
        changed = onChange;
        return () => {
          stopped = true;
        };
      },
    };
    const events: { graph?: ContentGraph; error?: string }[] = [];
    let next: () => void = () => {};
    const arrived = () => new Promise<void>((resolve) => (next = resolve));
    const stop = watchGraph(
      source,
      contentRules,
      {
        onReload: (graph) => {
          events.push({ graph });
          next();
        },
        onError: (error) => {
          events.push({ error });
          next();
        },
      },
      1,
    );
    const retitle = (title: string) =>
      files.map((file) =>
        file.path === "blog/how-many-steps-in-a-mile.md"
          ? { ...file, text: file.text.replace(/^title: .*$/m, `title: ${title}`) }
          : file,
      );
    files = retitle("Steps in one mile");
    let event = arrived();
    changed();
    await event;
    expect(events.at(-1)?.graph?.articleBySlug.get("how-many-steps-in-a-mile")?.title).toBe(
      "Steps in one mile",
    );
    files = files.map((file) => (file.path === "app.yaml" ? { ...file, text: "name: [" } : file));
    event = arrived();
    changed();
    await event;
    expect(events.at(-1)?.error).toContain("app.yaml");
    stop();
    expect(stopped).toBe(true);
  });
});
