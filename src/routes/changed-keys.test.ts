import { beforeAll, describe, expect, it } from "vitest";
import { readContentDir } from "../build/read-content-dir.js";
import { buildGraph } from "../content/build-graph.js";
import type { ContentSource } from "../content/parse-source.js";
import type { ContentGraph } from "../content/types.js";
import { contentRules } from "../content-rules.js";
import { changedKeys } from "./changed-keys.js";

let sources: readonly ContentSource[];
let before: ContentGraph;

/** The content with one file's text changed. */
function edited(path: string, change: (text: string) => string): ContentGraph {
  const built = buildGraph(
    sources.map((source) => (source.path === path ? { ...source, text: change(source.text) } : source)),
    contentRules,
  );
  if (!built.ok) throw new Error(JSON.stringify(built.problems));
  return built.graph;
}

beforeAll(async () => {
  sources = await readContentDir("content");
  const built = buildGraph(sources, contentRules);
  if (!built.ok) throw new Error("content should build");
  before = built.graph;
});

describe("changedKeys", () => {
  it("is empty for the same content", () => {
    expect(
      changedKeys(
        before,
        edited("app.yaml", (text) => text),
      ),
    ).toEqual([]);
  });

  it("purges one page and search when only its body changed", () => {
    const after = edited("guide/streaks/how-streaks-work.md", (text) => `${text}\nOne more line.\n`);
    expect(changedKeys(before, after)).toEqual(["api", "doc:how-streaks-work", "search"]);
  });

  it("also purges its kind's lists and every page showing titles when its title changed", () => {
    const after = edited("blog/how-many-steps-in-a-mile.md", (text) =>
      text.replace(/^title: .*$/m, "title: Steps in one mile"),
    );
    expect(changedKeys(before, after)).toEqual([
      "api",
      "article:how-many-steps-in-a-mile",
      "list:article",
      "search",
      "titles",
    ]);
  });

  it("purges an info page by its key, and the footer when its title changed", () => {
    const body = edited("pages/about.md", (text) => `${text}\nOne more line.\n`);
    expect(changedKeys(before, body)).toEqual(["info:about"]);
    const title = edited("pages/about.md", (text) =>
      text.replace(/^title: .*$/m, "title: About Stepzy Labs"),
    );
    expect(changedKeys(before, title)).toEqual(["api", "info:about", "layout", "titles"]);
  });

  it("purges the layout with the app facts, and the release lists with the releases", () => {
    expect(
      changedKeys(
        before,
        edited("app.yaml", (text) => text.replace(/^name: .*$/m, "name: Stepzy Two")),
      ),
    ).toEqual(["api", "app", "layout"]);
    const releases = edited("releases.yaml", (text) => text.replace(/headline: [^\n]*/, "headline: Better"));
    expect(changedKeys(before, releases)).toEqual(["list:releases"]);
  });
});
