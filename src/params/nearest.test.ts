import { describe, expect, it } from "vitest";
import { editDistance, nearest, nearestValue } from "./nearest.js";

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
    expect(nearest("x".repeat(1500), ["how-streaks-work", "xxxxxxxx"])).toBeUndefined();
    expect(nearest("how-streaks-wrok", ["x".repeat(1500), "how-streaks-work"])).toBe("how-streaks-work");
  });
  it("answers undefined for no candidates", () => {
    expect(nearest("x", [])).toBeUndefined();
  });
});

describe("nearestValue", () => {
  it.each([
    ["health", ["Tech", "Health"], "Health"],
    ["Weight", ["Health", "Weight loss"], "Weight loss"],
    ["very", ["sedentary", "light", "moderate", "active", "very-active"], "very-active"],
    ["very-active", ["sedentary", "light", "moderate", "very"], "very"],
    ["f", ["male", "female"], "female"],
    ["helth", ["Tech", "Health", "Habits"], "Health"],
    ["loss", ["Tech", "Weight loss"], "Weight loss"],
    ["xyz", ["abc", "xyzw"], "xyzw"],
    ["Steps", ["Tech", "Step counting", "Health"], "Step counting"],
    ["counted", ["Tech", "Step counting", "Health"], "Step counting"],
  ])("%s among %j -> %s", (input, values, expected) => {
    expect(nearestValue(input, values)).toBe(expected);
  });

  it("names a value even when none is close", () => {
    expect(nearestValue("video", ["article", "doc"])).toBeDefined();
  });
});

describe("nearestValue of a very long input", () => {
  it("names an allowed value, comparing only the input's start", () => {
    const values = ["Walking", "Health", "Step counting", "Weight loss", "Apple Watch"];
    expect(values).toContain(nearestValue("x".repeat(8000), values));
    expect(nearestValue(`Healht${"x".repeat(8000)}`, values)).toBe("Health");
  });
});
