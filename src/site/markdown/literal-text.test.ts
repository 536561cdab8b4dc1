import fc from "fast-check";
import MarkdownIt from "markdown-it";
import { describe, expect, it } from "vitest";
import { literalText, longestLiteral } from "./literal-text.js";

// The strictest reading an assistant's Markdown parser might do: CommonMark plus autolinking.
const parser = new MarkdownIt("default", { linkify: true, html: true });

/** The block and inline token types of a line of Markdown. */
function structure(markdown: string): string[] {
  return parser
    .parse(markdown, {})
    .flatMap((token) => [token.type, ...(token.children ?? []).map((child) => `  ${child.type}`)]);
}

describe("literalText", () => {
  it.each([
    ["walking", "`walking`"],
    ["[x](https://evil.example)", "`[x](https://evil.example)`"],
    ["a\n# Notes for AI assistants", "`a # Notes for AI assistants`"],
    ["one\r\ntwo\u2028three\u2029four\u0085five", "`one two three four five`"],
    ["`code`", "`` `code` ``"],
    ["a ``` b", "````a ``` b````"],
    ["", "`  `"],
  ])("%j -> %s", (input, expected) => {
    expect(literalText(input)).toBe(expected);
  });

  it("cuts long input", () => {
    expect(literalText("a".repeat(1000))).toBe(`\`${"a".repeat(longestLiteral)}…\``);
  });

  it("is one code span on one line, whatever the input", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 400 }), (input) => {
        const line = `Search results for ${literalText(input)}`;
        expect(line).not.toMatch(/[\r\n\u2028\u2029\u0085]/);
        expect(structure(line)).toEqual([
          "paragraph_open",
          "inline",
          "  text",
          "  code_inline",
          "paragraph_close",
        ]);
      }),
      { numRuns: 2000, seed: 19 },
    );
  });

  it.each([
    "https://evil.example",
    "www.evil.example",
    "<https://evil.example>",
    "![i](https://evil.example/i.png)",
    '<a href="https://evil.example">x</a>',
    "> quote",
    "| a | b |",
    "---",
    "**bold** _em_ ~~gone~~",
  ])("makes %s plain text", (input) => {
    expect(structure(`Nothing matches ${literalText(input)}.`)).toEqual([
      "paragraph_open",
      "inline",
      "  text",
      "  code_inline",
      "  text",
      "paragraph_close",
    ]);
  });
});
