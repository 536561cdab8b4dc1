import { describe, expect, it } from "vitest";
import { shareStrings } from "./shared-strings.js";

describe("shareStrings", () => {
  it.each([
    ["an object of strings", '{"a":"x","b":"x","c":"y"}'],
    ["arrays in objects in arrays", '[{"a":["x","x",1,null,true]},{"a":["x",{"b":"x"}]},"x"]'],
    ["a string alone", '"x"'],
    ["numbers, null and booleans", '[1,null,false,{"a":2.5}]'],
    ["empty objects and arrays", '[{},[],{"a":[]}]'],
  ])("keeps %s as parsed", (_, json) => {
    const parsed = JSON.parse(json);
    expect(shareStrings(parsed)).toEqual(JSON.parse(json));
  });

  it("changes the value it is given, in place, and returns it", () => {
    const parsed = JSON.parse('{"a":{"b":"x"}}');
    const inner = parsed.a;
    expect(shareStrings(parsed)).toBe(parsed);
    expect(parsed.a).toBe(inner);
  });
});
