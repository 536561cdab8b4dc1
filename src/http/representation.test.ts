import { describe, expect, it } from "vitest";
import { createRepresentationAround, createRepresentationNow } from "./representation.js";

const encode = (text: string) => new TextEncoder().encode(text);

describe("createRepresentationAround", () => {
  it.each([
    ["<main>", "<p>Were you looking for “Streaks”?</p>", "</main>\n"],
    ["", "", ""],
    ["# Page not found — 404\n\n", "", "Go home: https://stepzy.app/\n"],
    ["<p>é</p>".repeat(300), "- [Calories burned walking](/tools/calories)\n", "<footer>🚶</footer>"],
  ])("makes the bytes and ETag of the whole text (%#)", (before, middle, after) => {
    const around = createRepresentationAround(encode(before), middle, encode(after), "text/html", {});
    const whole = createRepresentationNow(`${before}${middle}${after}`, "text/html", {});
    expect(around.body).toEqual(whole.body);
    expect(around.etag).toBe(whole.etag);
    expect(around.codings).toEqual(whole.codings);
  });
});
