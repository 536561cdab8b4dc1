import { describe, expect, it } from "vitest";
import { askPosition, queryIntent, readWords } from "./query-intent.js";
import { tokenize } from "./tokenize.js";

describe("queryIntent", () => {
  it.each([
    ["it stopped counting my steps", "problem"],
    ["my phone and watch show different steps", "problem"],
    ["widget not updating", "problem"],
    ["stepzy shows 0 steps", "problem"],
    ["stepzy is eating my watch battery", "problem"],
    ["how do i change my daily goal", "how-to"],
    ["can i share pro with my family", "how-to"],
    ["how to export", "how-to"],
    ["km instead of miles", "how-to"],
    ["turn off step reminders on sundays", "how-to"],
    ["watch says 9400 steps and phone says 7100", "problem"],
    ["10k steps is how many minutes", undefined],
    ["how much is pro 4.99", "price"],
    ["walking in your 60s and 70s", undefined],
    ["does it work on android", "question"],
    ["is there a web version", "question"],
    ["do i need an apple watch", "question"],
    ["heart rate zones", undefined],
    ["calories walking", undefined],
  ] as const)("%s -> %s", (query, intent) => {
    expect(queryIntent(tokenize(query))).toBe(intent);
  });
});

describe("readWords, the question frame", () => {
  it.each([
    ["does it work on android", ["does", "it", "on", "android"]],
    ["will it run on my ipad", ["will", "it", "on", "my", "ipad"]],
    ["walking at work", ["walking", "at", "work"]],
    ["does it count wheelchair pushes", ["does", "it", "count", "wheelchair", "pushes"]],
  ] as const)("%s -> %j", (query, words) => {
    expect(readWords(tokenize(query)).words).toEqual(words);
  });
});

describe("readWords, phrases", () => {
  it("reads two words the pages write as one as that word, and keeps how they were typed", () => {
    expect(readWords(tokenize("How do I sign in?"))).toEqual({
      words: ["how", "do", "i", "login"],
      typed: ["how", "do", "i", "sign in"],
    });
    expect(readWords(tokenize("log in to stepzy")).words).toEqual(["login", "to", "stepzy"]);
    expect(readWords(tokenize("signs in the heat")).words).toEqual(["signs", "in", "the", "heat"]);
    expect(readWords(tokenize("does it work on androd")).typed).toEqual(["does", "it work", "on", "androd"]);
  });
});

describe("askPosition", () => {
  it.each([
    ["physio wants 2500 steps after my surgery how do i lower the goal", 7],
    ["my watch broke is there a way to add steps", 3],
    ["how do i lower the goal", 0],
    ["lower the goal", 0],
  ] as const)("%s -> %d", (query, position) => {
    expect(askPosition(tokenize(query))).toBe(position);
  });
});
