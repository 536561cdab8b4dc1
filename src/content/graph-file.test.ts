import { beforeAll, describe, expect, it } from "vitest";
import { testGraph } from "../../test/support/service.js";
import { type GraphFiles, type GraphTexts, graphFromFiles, writeGraphFiles } from "./graph-file.js";
import type { ContentGraph } from "./types.js";

let graph: ContentGraph;
let files: GraphFiles;

/** The texts file read from memory, counting what is read. */
function textsOf(bytes: Uint8Array): GraphTexts & { readonly reads: number[] } {
  const decoder = new TextDecoder();
  const reads: number[] = [];
  return {
    reads,
    bytes: bytes.byteLength,
    read: (at, length) => {
      reads.push(at);
      return decoder.decode(bytes.subarray(at, at + length));
    },
  };
}

beforeAll(async () => {
  graph = await testGraph();
  files = writeGraphFiles(graph);
});

describe("the content graph's files", () => {
  it("read back, are the graph they were written from, every page's text included", () => {
    const read = graphFromFiles(files.json, textsOf(files.texts), graph.version);
    expect(read).toEqual(graph);
    // The same page is one object wherever the graph holds it, as in a built graph.
    const [section] = read!.sections;
    expect(read!.docs.get(section!.pages[0]!.slug)).toBe(section!.pages[0]);
    expect(read!.articleBySlug.get(read!.articles[0]!.slug)).toBe(read!.articles[0]);
    expect(Object.isFrozen(read!.articles[0]!.plain.sections)).toBe(true);
  });

  it("read no page's text until it is asked for, and then only that text", () => {
    const texts = textsOf(files.texts);
    const read = graphFromFiles(files.json, texts, graph.version)!;
    expect(texts.reads).toEqual([]);
    const article = read.articles[0]!;
    expect(article.body).toBe(graph.articles[0]!.body);
    expect(article.plain.text).toBe(graph.articles[0]!.plain.text);
    expect(texts.reads).toHaveLength(2);
  });

  it("are the same bytes when written twice", () => {
    const again = writeGraphFiles(graph);
    expect(again.json).toBe(files.json);
    expect(Buffer.from(again.texts).equals(Buffer.from(files.texts))).toBe(true);
  });

  it.each([
    ["another content version", (json: string) => json, "0000000000000000", 0],
    ["a cut JSON file", (json: string) => json.slice(0, json.length / 2), undefined, 0],
    ["another format", (json: string) => json.replace('"format":1', '"format":2'), undefined, 0],
    ["a texts file of another size", (json: string) => json, undefined, 1],
    ["JSON that is not an object", () => "null", undefined, 0],
    [
      "JSON with a part of the graph missing",
      (json: string) => JSON.stringify({ ...JSON.parse(json), articles: undefined }),
      undefined,
      0,
    ],
  ])("are not read as this content's graph from %s", (_, change, version, extraBytes) => {
    const texts = textsOf(files.texts);
    const read = graphFromFiles(
      change(files.json),
      { ...texts, bytes: texts.bytes + extraBytes },
      version ?? graph.version,
    );
    expect(read).toBeUndefined();
  });

  it("keep a page's text that is not ASCII as it was written", () => {
    const texts = textsOf(files.texts);
    const read = graphFromFiles(files.json, texts, graph.version)!;
    const pages = [...read.docs.values(), ...read.articles];
    const originals = [...graph.docs.values(), ...graph.articles];
    const nonAscii = originals.findIndex((page) => /[^\t\n -~]/.test(page.body));
    expect(nonAscii).toBeGreaterThanOrEqual(0);
    expect(pages[nonAscii]!.body).toBe(originals[nonAscii]!.body);
    expect(pages[nonAscii]!.plain.text).toBe(originals[nonAscii]!.plain.text);
  });
});
