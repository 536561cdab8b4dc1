import { describe, expect, it } from "vitest";
import { negotiate, type PageFormat } from "./negotiate.js";

const browser = "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8";

const table: readonly (readonly [string | null, PageFormat])[] = [
  [null, "html"],
  ["", "html"],
  ["*/*", "html"],
  [browser, "html"],
  ["text/html", "html"],
  ["text/*", "html"],
  ["text/markdown", "markdown"],
  ["text/markdown; charset=utf-8", "markdown"],
  ["TEXT/MARKDOWN", "markdown"],
  ["text/markdown, text/html, */*", "markdown"],
  ["text/html, text/markdown", "html"],
  ["text/markdown;q=0", "html"],
  ["text/markdown;q=0, */*", "html"],
  ["text/html;q=0", "markdown"],
  ["text/html;q=0.5, text/markdown;q=0.9", "markdown"],
  ["text/html;q=0.9, text/markdown;q=0.5", "html"],
  ["*/*;q=0.9, text/markdown;q=0.9", "markdown"],
  ["text/markdown;q=0.5, */*", "html"],
  ["text/html;q=0, */*", "markdown"],
  ["application/json", "none"],
  ["text/plain", "none"],
  ["text/html;q=0, text/markdown;q=0", "none"],
  ["*/*;q=0", "none"],
  ["application/json, text/markdown;q=0.1", "markdown"],
];

describe("negotiate", () => {
  it.each(table)("Accept %j -> %s", (accept, expected) => {
    expect(negotiate(accept)).toBe(expected);
  });
});
