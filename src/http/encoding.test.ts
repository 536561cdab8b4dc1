import { describe, expect, it } from "vitest";
import { chooseEncoding } from "./encoding.js";
import { parseQualityList } from "./quality-list.js";

const both = { br: (b: Uint8Array) => b, gzip: (b: Uint8Array) => b };

describe("chooseEncoding", () => {
  it.each([
    [null, undefined],
    ["", undefined],
    ["identity", undefined],
    ["gzip", "gzip"],
    ["gzip, deflate, br", "br"],
    ["br;q=0, gzip", "gzip"],
    ["br;q=0.5, gzip;q=0.8", "gzip"],
    ["*", "br"],
    ["*;q=0", undefined],
    ["gzip;q=0, *", "br"],
    ["br;q=abc", "br"],
    ["gzip;q=0.5, identity;q=1", undefined],
    ["identity, gzip;q=0.5", undefined],
    ["gzip;q=0.5, br;q=0.4, identity;q=0.6", undefined],
    ["gzip, identity", "gzip"],
    ["br;q=0.7, identity;q=0.5", "br"],
    ["x-gzip", "gzip"],
    ["X-GZIP;q=0.9, br;q=0.5", "gzip"],
  ])("%j -> %s", (header, expected) => {
    expect(chooseEncoding(header, both)).toBe(expected);
  });

  it("offers only what is available", () => {
    expect(chooseEncoding("br, gzip", { gzip: both.gzip })).toBe("gzip");
  });
});

describe("parseQualityList", () => {
  it("keeps order, lower-cases and reads q", () => {
    expect(parseQualityList("Text/Markdown;q=0.9, text/html")).toEqual([
      { value: "text/markdown", q: 0.9, index: 0 },
      { value: "text/html", q: 1, index: 1 },
    ]);
  });
  it("survives garbage", () => {
    expect(parseQualityList(",,;;=;q=,")).toEqual([]);
    expect(parseQualityList("a".repeat(100000)).length).toBe(1);
  });
});

describe("fastEtag", () => {
  it("is stable, quoted, and changes with any byte, at any alignment", async () => {
    const { fastEtag } = await import("./fast-etag.js");
    const bytes = new TextEncoder().encode('{"calculator":"bmi","result":{"bmi":23.2}}');
    expect(fastEtag(bytes)).toBe(fastEtag(bytes.slice()));
    expect(fastEtag(bytes)).toMatch(/^"[0-9a-z]+\.[0-9a-z]+"$/);
    const seen = new Set([fastEtag(bytes)]);
    for (let index = 0; index < bytes.length; index++) {
      const changed = bytes.slice();
      changed[index] = changed[index]! ^ 1;
      seen.add(fastEtag(changed));
    }
    expect(seen.size).toBe(bytes.length + 1);
    const unaligned = new Uint8Array(bytes.length + 1).subarray(1);
    unaligned.set(bytes);
    expect(fastEtag(unaligned)).toBe(fastEtag(bytes));
  });
});
