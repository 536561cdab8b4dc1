import { describe, expect, it } from "vitest";
import { tokenize } from "./tokenize.js";

describe("tokenize", () => {
  it.each([
    ["Why do my Watch and Phone differ?", ["why", "do", "my", "watch", "and", "phone", "differ"]],
    ["10,000 steps", ["10000", "steps"]],
    ["1,234,567", ["1234567"]],
    ["19.99 a year", ["19", "99", "a", "year"]],
    ["Don't stop; today's goal", ["dont", "stop", "todays", "goal"]],
    ["It’s fine", ["its", "fine"]],
    ["Café naïve", ["cafe", "naive"]],
    ["12-3-30", ["12", "3", "30"]],
    ["  ", []],
  ])("%j -> %j", (text, words) => {
    expect(tokenize(text)).toEqual(words);
  });
});
