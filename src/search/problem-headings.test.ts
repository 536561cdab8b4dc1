import { describe, expect, it } from "vitest";
import { pagesAnswering, problemHeadingsOf } from "./problem-headings.js";
import type { SearchDocument } from "./search-document.js";

/** A page with these section headings and nothing else. */
function pageWith(...titles: string[]): SearchDocument {
  return {
    id: `doc:${titles[0]}`,
    type: "doc",
    slug: "page",
    title: "Page",
    summary: "",
    headings: titles.join("\n"),
    body: () => "",
    sections: titles.map((title) => ({ title, anchor: "a", start: 0, end: 0 })),
  };
}

describe("problem headings", () => {
  const headings = problemHeadingsOf([
    pageWith("Install Stepzy on the watch", "If Stepzy doesn't appear on the watch"),
    pageWith("If reminders don't arrive", "The kinds of reminder"),
    pageWith("Your Apple Watch hadn't synced yet"),
  ]);

  it("keeps only the headings that name a problem, by their terms without negations", () => {
    expect(headings.pages).toEqual([0, 1, 2]);
    expect([...headings.byTerm.keys()].sort()).toEqual([
      "appear",
      "appl",
      "arriv",
      "remind",
      "stepzi",
      "sync",
      "watch",
      "yet",
    ]);
  });

  it("finds the pages with a heading that holds two of the query's terms", () => {
    expect(pagesAnswering(headings, ["stepzi", "appear", "show"])).toEqual(new Set([0]));
    expect(pagesAnswering(headings, ["remind", "arriv"])).toEqual(new Set([1]));
    expect(pagesAnswering(headings, ["watch", "appl", "stepzi"])).toEqual(new Set([0, 2]));
  });

  it("finds none for one term, however often it is given", () => {
    expect(pagesAnswering(headings, ["watch", "watch"])).toEqual(new Set());
  });
});
