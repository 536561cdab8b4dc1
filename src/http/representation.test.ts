import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { fastEtag } from "./fast-etag.js";
import { respond } from "./representation.js";
import {
  answerBytes,
  createRepresentationAround,
  createRequestRepresentation,
} from "./request-representation.js";

const encode = (text: string) => new TextEncoder().encode(text);

describe("createRepresentationAround", () => {
  it.each([
    ["<main>", "<p>Were you looking for “Streaks”?</p>", "</main>\n"],
    ["", "", ""],
    ["# Page not found — 404\n\n", "", "Go home: https://stepzy.app/\n"],
    ["<p>é</p>".repeat(300), "- [Calories burned walking](/tools/calories)\n", "<footer>🚶</footer>"],
  ])("makes the bytes and ETag of the whole text (%#)", (before, middle, after) => {
    const around = createRepresentationAround(encode(before), middle, encode(after), "text/html", {});
    const whole = createRequestRepresentation(`${before}${middle}${after}`, "text/html", {});
    expect(around.body).toEqual(whole.body);
    expect(around.etag).toBe(whole.etag);
    expect(around.codings).toEqual(whole.codings);
  });
});

describe("createRequestRepresentation", () => {
  // Each text, and whether it is kept as text (Latin-1 only) rather than as its bytes.
  const cases: readonly (readonly [string, boolean])[] = [
    ['{"bmi":22.9,"category":"normal"}', true],
    ['{"method":"bmi = kg / m²","note":"café"}', true],
    ["…a passage with “quotes” and an emoji 🚶…", false],
    ["a lone surrogate \ud800 becomes U+FFFD", false],
    ["x".repeat(70_000), true], // past the kept scratch buffer, which grows
    ["é".repeat(300_000), true], // past what the scratch buffer may grow to
    ["€".repeat(300_000), false],
  ];
  const texts = cases.map(([text]) => text);

  it.each(cases.map(([text, asText]) => [text.slice(0, 30), text, asText] as const))(
    "measures, hashes and keeps the text (%s)",
    (_, text, asText) => {
      const bytes = encode(text);
      const made = createRequestRepresentation(text, "application/json", {});
      expect(made.chunks).toEqual([asText ? text : bytes]);
      expect(made.byteLength).toBe(bytes.byteLength);
      expect(made.body).toEqual(bytes);
      expect(made.etag).toBe(fastEtag(bytes));
    },
  );

  it("is not disturbed by the representations made after it (they share a scratch buffer)", () => {
    const first = createRequestRepresentation("first answer", "text/plain", {});
    const aroundFirst = createRepresentationAround(encode("<p>"), "one", encode("</p>"), "text/html", {});
    for (const text of texts) createRequestRepresentation(text, "text/plain", {});
    createRepresentationAround(encode("<p>"), "two, longer", encode("</p>"), "text/html", {});
    expect(first.body).toEqual(encode("first answer"));
    expect(first.etag).toBe(fastEtag(encode("first answer")));
    expect(aroundFirst.etag).toBe(fastEtag(encode("<p>one</p>")));
    expect(aroundFirst.body).toEqual(encode("<p>one</p>"));
  });
});

describe("respond with a representation made per request", () => {
  const text = `{"results":"${"walk ".repeat(400)}"}`;
  const gzip = (body: Uint8Array) => gzipSync(body);

  it("sends the identity body as its chunks, with their length in bytes", () => {
    const parts = respond({}, createRequestRepresentation(text, "application/json", { gzip }), {
      cacheControl: "no-store",
    });
    expect(parts.body).toEqual([text]);
    expect(parts.headers["Content-Length"]).toBe(String(encode(text).byteLength));
    expect(answerBytes(parts.body!)).toEqual(encode(text));
  });

  it("compresses the joined bytes when the client accepts a coding", () => {
    const parts = respond(
      { acceptEncoding: "gzip" },
      createRequestRepresentation(text, "application/json", { gzip }),
      { cacheControl: "no-store" },
    );
    expect(parts.headers["Content-Encoding"]).toBe("gzip");
    expect(gunzipSync(parts.body as Uint8Array).toString()).toBe(text);
    expect(parts.headers["Content-Length"]).toBe(String((parts.body as Uint8Array).byteLength));
  });

  it("sends no ETag but on a 200", () => {
    const representation = createRequestRepresentation(text, "application/json", {});
    expect(respond({}, representation, { cacheControl: "no-store" }).headers.ETag).toBe(representation.etag);
    expect(
      respond({ ifNoneMatch: "*" }, representation, { cacheControl: "no-store", status: 404 }).headers.ETag,
    ).toBeUndefined();
  });
});
