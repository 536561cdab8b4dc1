import { describe, expect, it } from "vitest";
import { judgedSets } from "../../test/search/judged-sets.js";
import { testGraph } from "../../test/support/service.js";
import { type IndexedTerms, readIndexFiles, writeIndexFiles } from "./indexed-terms.js";
import { searchDocuments } from "./search-document.js";
import { createSearchEngine, indexTerms, pagesInOrder } from "./search-engine.js";
import { searchSite } from "./search-site.js";

/** The postings as plain arrays, to compare two indexes member by member. */
function plain(indexed: IndexedTerms) {
  const { postings } = indexed;
  return {
    ...postings,
    fieldLengths: postings.fieldLengths.map((lengths) => [...lengths]),
    terms: [...postings.terms].map(([term, fields]) => [
      term,
      fields.map((field) => field && { pages: [...field.pages], frequencies: [...field.frequencies] }),
    ]),
    wordTerms: [...indexed.wordTerms].sort(),
  };
}

describe("the index in the built site's files", () => {
  it("reads back exactly what indexing made, and ranks every judged query the same", async () => {
    const graph = await testGraph();
    const pages = pagesInOrder(searchDocuments(graph));
    const ids = pages.map((page) => page.id);
    const indexed = indexTerms(pages);
    const files = writeIndexFiles(indexed, graph.version, ids);
    // Deterministic: the same pages give the same bytes.
    const again = writeIndexFiles(indexTerms(pages), graph.version, ids);
    expect(again.json).toBe(files.json);
    expect(Buffer.from(again.binary).equals(Buffer.from(files.binary))).toBe(true);
    const read = readIndexFiles(files, graph.version, ids);
    expect(read).toBeDefined();
    const sortedTerms = (value: ReturnType<typeof plain>) => ({
      ...value,
      terms: [...value.terms].sort(([a], [b]) => ((a as string) < (b as string) ? -1 : 1)),
    });
    expect(sortedTerms(plain(read!))).toEqual(sortedTerms(plain(indexed)));
    const built = createSearchEngine(pages);
    const fromFiles = createSearchEngine(pages, read);
    for (const { queries } of judgedSets)
      for (const { q } of queries)
        expect(searchSite(fromFiles, { q, limit: 20 }), q).toEqual(searchSite(built, { q, limit: 20 }));
  });

  it("is refused for other content, other pages or another format, and the pages are indexed instead", async () => {
    const graph = await testGraph();
    const pages = pagesInOrder(searchDocuments(graph));
    const ids = pages.map((page) => page.id);
    const files = writeIndexFiles(indexTerms(pages), graph.version, ids);
    expect(readIndexFiles(files, "0000000000000000", ids)).toBeUndefined();
    expect(readIndexFiles(files, graph.version, ids.slice(1))).toBeUndefined();
    expect(readIndexFiles(files, graph.version, [...ids.slice(1), ids[0]!])).toBeUndefined();
    const otherFormat = { ...files, json: files.json.replace('"format":2', '"format":99') };
    expect(readIndexFiles(otherFormat, graph.version, ids)).toBeUndefined();
    expect(readIndexFiles({ ...files, json: files.json.slice(0, 100) }, graph.version, ids)).toBeUndefined();
    // JSON that parses but is not a header.
    expect(readIndexFiles({ ...files, json: "null" }, graph.version, ids)).toBeUndefined();
    expect(readIndexFiles({ ...files, json: '{"format":1}' }, graph.version, ids)).toBeUndefined();
    // A cut file is not read as a smaller index.
    expect(
      readIndexFiles({ ...files, binary: files.binary.slice(0, -8) }, graph.version, ids),
    ).toBeUndefined();
  });
});
