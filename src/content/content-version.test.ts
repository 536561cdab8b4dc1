import { describe, expect, it } from "vitest";
import { contentVersion } from "./content-version.js";

const files = [
  { path: "app.yaml", text: "name: Stepzy\n" },
  { path: "guide/first.md", text: "---\ntitle: First\n---\nA lede paragraph.\n" },
];

describe("contentVersion", () => {
  it("is 16 hex digits, the same for the same files in any order", () => {
    const version = contentVersion(files);
    expect(version).toMatch(/^[0-9a-f]{16}$/);
    expect(contentVersion([...files].reverse())).toBe(version);
    expect(contentVersion(files.map((file) => ({ ...file })))).toBe(version);
  });

  it("changes with any edit: a character, a path, where a path ends and its text begins", () => {
    const version = contentVersion(files);
    const variants = [
      [files[0]!, { ...files[1]!, text: files[1]!.text.replace("lede", "Lede") }],
      [files[0]!, { ...files[1]!, text: `${files[1]!.text} ` }],
      [files[0]!, { ...files[1]!, path: "guide/second.md" }],
      [files[0]!],
      [{ path: "app.yam", text: `lname: Stepzy\n` }, files[1]!],
      [...files, { path: "empty.md", text: "" }],
    ];
    const versions = variants.map((variant) => contentVersion(variant));
    expect(new Set([version, ...versions]).size).toBe(variants.length + 1);
  });

  it("hashes the UTF-8 bytes of text past ASCII and past the scratch buffer's first size", () => {
    const composed = contentVersion([{ path: "a.md", text: "caf\u00e9" }]);
    const decomposed = contentVersion([{ path: "a.md", text: "cafe\u0301" }]);
    expect(composed).not.toBe(decomposed);
    const large = "Walk a little more every day. ".repeat(10_000);
    const one = contentVersion([{ path: "big.md", text: `${large}\u{1F6B6}` }]);
    expect(contentVersion([{ path: "big.md", text: `${large}\u{1F6B6}` }])).toBe(one);
    expect(contentVersion([{ path: "big.md", text: `${large}\u{1F3C3}` }])).not.toBe(one);
    // Tail bytes (length not a multiple of four) count.
    expect(contentVersion([{ path: "t", text: "abcde" }])).not.toBe(
      contentVersion([{ path: "t", text: "abcdf" }]),
    );
  });
});
