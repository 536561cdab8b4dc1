import { describe, expect, it } from "vitest";
import { editDistance, nearest } from "./nearest.js";

describe("editDistance", () => {
  it.each([
    ["", "", 0],
    ["limit", "limit", 0],
    ["limt", "limit", 1],
    ["kitten", "sitting", 3],
    ["", "abc", 3],
  ])("%s -> %s = %i", (a, b, expected) => {
    expect(editDistance(a, b)).toBe(expected);
  });
});

describe("nearest", () => {
  it("finds a case-insensitive match", () => {
    expect(nearest("health", ["Tech", "Health", "Habits"])).toBe("Health");
  });
  it("finds a one-letter typo", () => {
    expect(nearest("limt", ["category", "limit", "offset"])).toBe("limit");
  });
  it("refuses a distant candidate", () => {
    expect(nearest("zebra", ["category", "limit", "offset"])).toBeUndefined();
  });
  it("answers undefined for no candidates", () => {
    expect(nearest("x", [])).toBeUndefined();
  });
});
