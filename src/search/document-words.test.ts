import { describe, expect, it } from "vitest";
import { testGraph } from "../test-support/service.js";
import {
  createDocumentWordsCache,
  documentWordsBudget,
  wordPositions,
  wordPositionsBytes,
} from "./document-words.js";
import { searchDocuments } from "./search-document.js";

describe("word positions of pages", () => {
  it("records where each index term occurs, the first few times", () => {
    const positions = wordPositions("Streaks: a streak freeze keeps your streak.");
    expect(positions.get("streak")).toEqual([0, 7, 11, 17, 36, 42]);
    expect(positions.get("freez")).toEqual([18, 24]);
  });

  it("keeps every page of today's content, and stays within its bytes at a hundred times it", async () => {
    const documents = searchDocuments(await testGraph());
    const cache = createDocumentWordsCache();
    const pages = documents.map((document) => ({ id: document.id, positions: wordPositions(document.body) }));
    let bytes = 0;
    for (const page of pages) {
      bytes += wordPositionsBytes(page.positions);
      cache.set(page.id, page.positions);
    }
    expect(cache.size).toBe(documents.length);
    expect(bytes).toBeLessThan(documentWordsBudget.bytes / 2);
    // A hundred times the pages: the oldest go, the bytes stay bounded.
    for (let copy = 0; copy < 100; copy++)
      for (const page of pages) cache.set(`${copy} ${page.id}`, page.positions);
    expect(cache.calculatedSize).toBeLessThanOrEqual(documentWordsBudget.bytes);
    expect(cache.size).toBeLessThan(pages.length * 100);
    console.log(
      `word positions: ${pages.length} pages, ${Math.round(bytes / 1024)} KB by estimate; at x100 ${cache.size} pages kept`,
    );
  });
});
