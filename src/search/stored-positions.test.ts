import { beforeAll, describe, expect, it } from "vitest";
import { judgedQueries } from "../../test/search/judged-queries.js";
import { questionQueries } from "../../test/search/question-queries.js";
import { testGraph } from "../../test/support/service.js";
import type { ContentGraph } from "../content/types.js";
import { wordPositions } from "./document-words.js";
import { type SearchDocument, searchDocuments } from "./search-document.js";
import { createSearchEngine, pagesInOrder } from "./search-engine.js";
import { searchSite } from "./search-site.js";
import {
  type PositionsFiles,
  storedPositions,
  type WrittenPositions,
  writePositionsFiles,
} from "./stored-positions.js";

let graph: ContentGraph;
let pages: SearchDocument[];
let ids: string[];
let written: WrittenPositions;

/** The written files as a server reads them, counting the reads. */
function filesOf(binary: Uint8Array, json = written.json): PositionsFiles & { readonly reads: number[] } {
  const reads: number[] = [];
  const read = (at: number, bytes: number) => {
    reads.push(at);
    const record = binary.slice(at, at + bytes);
    return new Uint32Array(record.buffer, 0, Math.floor(record.byteLength / 4));
  };
  return { json, reads, read, bytes: binary.byteLength };
}

beforeAll(async () => {
  graph = await testGraph();
  pages = pagesInOrder(searchDocuments(graph));
  ids = pages.map((page) => page.id);
  written = writePositionsFiles(
    pages.map((page) => wordPositions(page.body(), page.sections)),
    graph.version,
    ids,
  );
});

describe("the word positions stored in the built site", () => {
  it("read back, are every page's positions", () => {
    const read = storedPositions(filesOf(written.binary), graph.version, ids)!;
    for (const page of pages)
      expect(read(page.id), page.id).toEqual(wordPositions(page.body(), page.sections));
    expect(read("doc:no-such-page")).toBeUndefined();
  });

  it("give every search the excerpts and sections that finding the words in the text gives", () => {
    const files = filesOf(written.binary);
    const stored = createSearchEngine(pages, undefined, storedPositions(files, graph.version, ids));
    const found = createSearchEngine(pages);
    const queries = [...judgedQueries, ...questionQueries].map((judged) => judged.q);
    for (const q of [...queries, ...queries])
      expect(searchSite(stored, { q, limit: 20 }), q).toEqual(searchSite(found, { q, limit: 20 }));
    // Read once per page shown, then kept.
    expect(files.reads.length).toBeGreaterThan(20);
    expect(new Set(files.reads).size).toBe(files.reads.length);
  });

  it.each([
    ["another content version", () => filesOf(written.binary), "0000000000000000", undefined],
    ["other pages", () => filesOf(written.binary), undefined, ["doc:other"]],
    [
      "another format",
      () => filesOf(written.binary, written.json.replace('"format":1', '"format":2')),
      undefined,
      undefined,
    ],
    ["a cut JSON file", () => filesOf(written.binary, written.json.slice(0, 100)), undefined, undefined],
  ])("are not read from %s", (_, files, version, otherIds) => {
    expect(storedPositions(files(), version ?? graph.version, otherIds ?? ids)).toBeUndefined();
  });

  it("are not read from a binary file of another size or records out of place, and read nothing for a record cut short", () => {
    const cut = written.binary.slice(0, written.binary.byteLength - 8);
    expect(storedPositions(filesOf(cut), graph.version, ids)).toBeUndefined();
    const header = JSON.parse(written.json);
    const misplaced = JSON.stringify({
      ...header,
      records: header.records.map((at: number, i: number) => (i === 1 ? at + 2 : at)),
    });
    expect(storedPositions(filesOf(written.binary, misplaced), graph.version, ids)).toBeUndefined();
    const backwards = JSON.stringify({
      ...header,
      records: header.records.map((at: number, i: number) => (i === 2 ? 0 : at)),
    });
    expect(storedPositions(filesOf(written.binary, backwards), graph.version, ids)).toBeUndefined();
    // A file cut after it was opened: the last record reads short.
    const read = storedPositions({ ...filesOf(cut), bytes: written.binary.byteLength }, graph.version, ids)!;
    expect(read(ids.at(-1)!)).toBeUndefined();
    expect(read(ids[0]!)).toEqual(wordPositions(pages[0]!.body(), pages[0]!.sections));
  });
});
