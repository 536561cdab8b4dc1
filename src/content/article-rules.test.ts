import { describe, expect, it } from "vitest";
import { healthPageProblems } from "./article-rules.js";

const sources = [{ level: 2 as const, text: "Sources" }];

describe("healthPageProblems", () => {
  it.each([
    "Walking 10,000 steps uses about 400 kcal.",
    "The WHO guidelines recommend 150 to 300 minutes of moderate activity a week.",
    "Zone 2 is 118 to 136 beats per minute at 40.",
    "A meta-analysis by Paluch and colleagues found the benefit leveled off.",
  ])("asks a page that states a health figure or cites a study for its sources: %s", (body) => {
    expect(healthPageProblems({ file: "calculators/x.md", body, headings: [] })).toHaveLength(1);
    expect(healthPageProblems({ file: "calculators/x.md", body, headings: sources })).toEqual([]);
  });

  it("asks nothing of a page that states no health figure", () => {
    const body = "Stepzy shows your steps on the watch face; 8,000 steps is about 3.8 miles at your stride.";
    expect(healthPageProblems({ file: "audiences/x.md", body, headings: [] })).toEqual([]);
  });
});
