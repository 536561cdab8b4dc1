import { describe, expect, it } from "vitest";
import { decimal, integer, oneOf, slug, text } from "./declare.js";
import { parseQuery, parseValue } from "./parse-query.js";

const decls = {
  category: oneOf(["Tech", "Step counting", "Health"], { description: "Category." }),
  limit: integer({ minimum: 1, maximum: 100, default: 20, description: "Page size." }),
  offset: integer({ minimum: 0, maximum: 1000, default: 0, description: "Skipped." }),
};

const q = (query: string) => new URLSearchParams(query);

describe("parseQuery", () => {
  it("applies defaults and leaves optional values without default undefined", () => {
    expect(parseQuery(decls, q(""))).toEqual({
      ok: true,
      value: { category: undefined, limit: 20, offset: 0 },
    });
  });

  it("parses valid values at both ends of every range", () => {
    expect(parseQuery(decls, q("limit=1&offset=0"))).toMatchObject({
      ok: true,
      value: { limit: 1, offset: 0 },
    });
    expect(parseQuery(decls, q("limit=100&offset=1000"))).toMatchObject({
      ok: true,
      value: { limit: 100, offset: 1000 },
    });
    expect(parseQuery(decls, q("category=Step+counting"))).toMatchObject({
      ok: true,
      value: { category: "Step counting" },
    });
  });

  it.each([
    ["limit=0", "limit"],
    ["limit=101", "limit"],
    ["offset=-1", "offset"],
    ["offset=1001", "offset"],
    ["limit=1.5", "limit"],
    ["limit=1e2", "limit"],
    ["limit=0x10", "limit"],
    ["limit=", "limit"],
    ["limit=%2010", "limit"],
    ["limit=abc", "limit"],
    ["limit=+5", "limit"],
    ["category=health", "category"],
    ["category=", "category"],
  ])("%s is invalid_parameter naming %s", (query, parameter) => {
    const result = parseQuery(decls, q(query));
    expect(result).toMatchObject({ ok: false, error: { code: "invalid_parameter", parameter } });
  });

  it("names the allowed range and the received value", () => {
    const result = parseQuery(decls, q("limit=500"));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.message).toContain("1 to 100");
    expect(result.error.message).toContain('"500"');
    expect(result.error.hint).toContain("limit=20");
  });

  it("suggests the nearest enum value", () => {
    const result = parseQuery(decls, q("category=health"));
    expect(!result.ok && result.error.hint).toContain("Did you mean `Health`?");
  });

  it("shortens a long received value without splitting a character", () => {
    const q = text({ minLength: 2, maxLength: 200, required: true, example: "steps", description: "Query." });
    const result = parseValue("q", q, "😀".repeat(201));
    expect(!result.ok && result.error.message.isWellFormed()).toBe(true);
    expect(!result.ok && result.error.message).toContain("😀...");
  });

  it("takes no synonym from an object's built-in keys", () => {
    const type = oneOf(["doc", "article"], { description: "Type.", synonyms: { guide: "doc" } });
    for (const raw of ["__proto__", "constructor", "toString"]) {
      const result = parseValue("type", type, raw);
      expect(!result.ok && result.error.hint, raw).toMatch(/^Did you mean `(doc|article)`\?/);
    }
    expect(!parseValue("type", type, "Guide").ok && "refused").toBe("refused");
  });

  it("rejects an unknown parameter and suggests the typo's fix", () => {
    const result = parseQuery(decls, q("limt=5"));
    expect(result).toMatchObject({ ok: false, error: { code: "invalid_parameter", parameter: "limt" } });
    expect(!result.ok && result.error.hint).toContain("Did you mean `limit`?");
    expect(!result.ok && result.error.message).toBe('Unknown query parameter "limt"; received "5".');
    expect(!result.ok && result.error.hint).toContain("`category`, `limit`, `offset`");
  });

  it("rejects a repeated parameter", () => {
    const result = parseQuery(decls, q("limit=5&limit=6"));
    expect(result).toMatchObject({ ok: false, error: { code: "invalid_parameter", parameter: "limit" } });
    expect(!result.ok && result.error.message).toContain("2 times");
  });

  it("says that an endpoint takes no parameters", () => {
    const result = parseQuery({}, q("x=1"));
    expect(!result.ok && result.error.hint).toContain("takes no query parameters");
  });

  it("turns -0 into 0", () => {
    expect(parseQuery(decls, q("offset=-0"))).toMatchObject({ ok: true, value: { offset: 0 } });
    expect(
      Object.is((parseQuery(decls, q("offset=-0")) as { value: { offset: number } }).value.offset, 0),
    ).toBe(true);
  });
});

describe("parseValue", () => {
  const weight = decimal({ minimum: 10, maximum: 900, default: 160, unit: "pounds", description: "Weight." });
  const query = text({
    minLength: 2,
    maxLength: 200,
    required: true,
    example: "streak",
    description: "Query.",
  });

  it.each(["67", "67.5", "10", "900", "010", "10.0000000000000000000", "900.000", "10.0000000000000000001"])(
    "accepts the plain decimal %s",
    (raw) => {
      expect(parseValue("weight", weight, raw).ok).toBe(true);
    },
  );

  it.each([
    "NaN",
    "Infinity",
    "-Infinity",
    "1e2",
    "",
    " 67",
    "67.",
    ".5",
    "9.",
    "1,5",
    "900.01",
    "9.99",
    // Outside the range, though a double rounds them onto its bounds.
    "9.9999999999999999999",
    "900.0000000000000000001",
  ])("refuses %j", (raw) => {
    expect(parseValue("weight", weight, raw)).toMatchObject({
      ok: false,
      error: { code: "invalid_parameter" },
    });
  });

  it("trims text and counts characters, not UTF-16 units", () => {
    expect(parseValue("q", query, "  ab ")).toEqual({ ok: true, value: "ab" });
    expect(parseValue("q", query, " a ")).toMatchObject({ ok: false, error: { parameter: "q" } });
    expect(parseValue("q", query, "x".repeat(201)).ok).toBe(false);
    expect(parseValue("q", query, "x".repeat(200)).ok).toBe(true);
    expect(parseValue("q", query, "👣👣").ok).toBe(true);
  });

  it("checks the slug pattern", () => {
    const decl = slug({ description: "Slug.", example: "how-streaks-work" });
    expect(parseValue("slug", decl, "how-streaks-work").ok).toBe(true);
    expect(parseValue("slug", decl, "How_Streaks")).toMatchObject({
      ok: false,
      error: { parameter: "slug" },
    });
  });

  it("reports a missing required text parameter", () => {
    expect(parseQuery({ q: query }, new URLSearchParams(""))).toMatchObject({
      ok: false,
      error: { code: "missing_parameter", parameter: "q" },
    });
  });
});
