import { describe, expect, it } from "vitest";
import { futureDateProblems, utcToday } from "./future-dates.js";

describe("futureDateProblems", () => {
  it("reports each date after today once, and leaves today and absent dates alone", () => {
    const problems = futureDateProblems(
      "blog/a.md",
      { publishedAt: "2026-06-01", updatedAt: "2026-06-02", reviewedAt: undefined },
      "2026-06-01",
      { scheduled: false },
    );
    expect(problems).toEqual([
      {
        file: "blog/a.md",
        field: "updatedAt",
        message: "2026-06-02 is after today (2026-06-01)",
        fix: "write the real date, or add `scheduled: true` if the article is meant to carry a later date",
      },
    ]);
  });

  it("accepts a scheduled article and tells pages that cannot be scheduled to use a real date", () => {
    expect(
      futureDateProblems("blog/a.md", { publishedAt: "2027-01-01" }, "2026-06-01", { scheduled: true }),
    ).toEqual([]);
    expect(futureDateProblems("for/a.md", { updated: "2027-01-01" }, "2026-06-01", undefined)[0]?.fix).toBe(
      "write the date of the last real change, today or earlier",
    );
  });

  it("takes today in UTC", () => {
    expect(utcToday(new Date("2026-06-01T23:30:00-05:00"))).toBe("2026-06-02");
  });
});
