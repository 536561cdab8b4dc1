import { describe, expect, it } from "vitest";
import { convertForUnits } from "./convert-units.js";

describe("convertForUnits", () => {
  it.each([
    ["height", "67", "metric", "170.2"],
    ["height", "170.2", "imperial", "67"],
    ["weight", "160", "metric", "72.6"],
    ["weight", "72.6", "imperial", "160.1"],
    ["age", "30", "metric", "30"],
    ["height", "", "metric", ""],
    ["height", "abc", "metric", "abc"],
  ])("%s %j to %s -> %j", (field, value, to, expected) => {
    expect(convertForUnits(field, value, to)).toBe(expected);
  });
});
