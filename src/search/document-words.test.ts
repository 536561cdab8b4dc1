import { describe, expect, it } from "vitest";
import { testGraph } from "../../test/support/service.js";
import {
  createDocumentWords,
  documentWordsBudget,
  keptPagesPerQuery,
  matchedOccurrences,
  matchedWords,
  wordPositions,
  wordPositionsBytes,
} from "./document-words.js";
import { searchDocuments } from "./search-document.js";

describe("word positions of pages", () => {
  it("records where each index term occurs, the first few times", () => {
    const positions = wordPositions("Streaks: a streak freeze keeps your streak.");
    expect(positions.terms).toEqual(["a", "freez", "keep", "streak", "your"]);
    expect(matchedWords(positions, new Set(["streak", "freez"]))).toEqual([
      { start: 0, end: 7, term: "streak" },
      { start: 11, end: 17, term: "streak" },
      { start: 18, end: 24, term: "freez" },
      { start: 36, end: 42, term: "streak" },
    ]);
  });

  it("keeps a term's first occurrences, then the first in each later section", () => {
    const opening = Array.from({ length: 10 }, () => "Reminders help.").join(" ");
    const text = `${opening}\nSet up reminders here. Reminders again.\nIf reminders don't arrive, check.`;
    const sections = [{ start: opening.length + 1 }, { start: text.indexOf("If reminders") }];
    const found = (occurrences: { start: number }[]) => occurrences.map(({ start }) => start);
    const expected = [
      ...Array.from({ length: 8 }, (_, index) => index * 16),
      text.indexOf("reminders here"),
      text.indexOf("reminders don't"),
    ];
    expect(found(matchedWords(wordPositions(text, sections), new Set(["remind"])))).toEqual(expected);
    expect(found(matchedOccurrences(text, new Set(["remind"]), sections))).toEqual(expected);
    // Without its sections, a page keeps the first eight only.
    expect(found(matchedOccurrences(text, new Set(["remind"])))).toEqual(expected.slice(0, 8));
  });

  it("finds a query's terms in a page as the page's positions do, without them", async () => {
    const documents = searchDocuments(await testGraph());
    let compared = 0;
    for (const document of documents) {
      const positions = wordPositions(document.body(), document.sections);
      const terms = [...positions.terms];
      // Terms of the page, equivalent spellings' terms (kcal -> calori), and terms it lacks.
      for (let at = 0; at < terms.length; at += 7) {
        const asked = new Set([terms[at]!, terms[(at * 13) % terms.length]!, "calori", "zzzz", "kilomet"]);
        expect(matchedOccurrences(document.body(), asked, document.sections)).toEqual(
          matchedWords(positions, asked),
        );
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it("keeps a page's positions from its second search on, within its bytes", async () => {
    const documents = searchDocuments(await testGraph());
    const words = createDocumentWords();
    const asked = new Set(["streak"]);
    const page = documents.find((document) => document.body().includes("streak"))!;
    words.newQuery();
    const once = words.occurrences(page.id, page.body(), asked);
    expect(words.kept.entries).toBe(0);
    expect(words.occurrences(page.id, page.body(), asked)).toEqual(once);
    expect(words.kept.entries).toBe(1);
    // One query keeps the positions of two pages at most; the rest are scanned for its terms.
    const others = documents.filter((document) => document !== page).slice(0, 4);
    for (const other of others) words.occurrences(other.id, other.body(), asked);
    words.newQuery();
    for (const other of others) words.occurrences(other.id, other.body(), asked);
    expect(words.kept.entries).toBe(1 + keptPagesPerQuery);
    expect(once.length).toBeGreaterThan(0);
    let bytes = 0;
    for (const document of documents) bytes += wordPositionsBytes(wordPositions(document.body()));
    // Every page of today's content fits; at a hundred times it the oldest go.
    expect(bytes).toBeLessThan(documentWordsBudget.bytes / 4);
  });
});
