import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { fastEtag } from "./fast-etag.js";
import { answerBytes, createErrorPageBody, createRequestRepresentation, respond } from "./representation.js";

const encode = (text: string) => new TextEncoder().encode(text);

describe("createErrorPageBody", () => {
  it.each([
    ["<main>", "<p>Were you looking for “Streaks”?</p>", "</main>\n"],
    ["", "", ""],
    ["# Page not found — 404\n\n", "", "Go home: https://stepzy.app/\n"],
    ["<p>é</p>".repeat(300), "- [Calories burned walking](/tools/calories)\n", "<footer>🚶</footer>"],
  ])("sends the whole text as its chunks, compressed whole (%#)", (before, middle, after) => {
    const gzip = (body: Uint8Array) => gzipSync(body);
    const page = createErrorPageBody(encode(before), middle, encode(after), "text/html", { gzip });
    const whole = createRequestRepresentation(`${before}${middle}${after}`, "text/html", { gzip });
    expect(page.body).toEqual([encode(before), encode(middle), encode(after)]);
    expect(answerBytes(page.body)).toEqual(whole.body);
    expect(page.byteLength).toBe(whole.byteLength);
    expect(page.codings).toEqual(whole.codings);
    if (page.codings.gzip) expect(gunzipSync(page.variant("gzip"))).toEqual(Buffer.from(whole.body));
    expect(page.etag).toBeUndefined();
  });
});

describe("createRequestRepresentation", () => {
  const texts = [
    '{"bmi":22.9,"category":"normal"}',
    "…a passage with “quotes” and an emoji 🚶…",
    "a lone surrogate \ud800 becomes U+FFFD",
    "€".repeat(300_000),
  ];

  it.each(texts.map((text) => [text.slice(0, 30), text] as const))(
    "measures and hashes the text (%s)",
    (_, text) => {
      const bytes = encode(text);
      const made = createRequestRepresentation(text, "application/json", {});
      expect(made.byteLength).toBe(bytes.byteLength);
      expect(made.body).toEqual(bytes);
      expect(made.etag).toBe(fastEtag(bytes));
    },
  );
});

describe("respond with a representation made per request", () => {
  const text = `{"results":"${"walk ".repeat(400)}"}`;
  const gzip = (body: Uint8Array) => gzipSync(body);

  it("sends the identity body, with its length in bytes", () => {
    const parts = respond({}, createRequestRepresentation(text, "application/json", { gzip }), {
      cacheControl: "no-store",
    });
    expect(parts.body).toEqual(encode(text));
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

  it("hashes a body made without an ETag if it is ever sent as a 200", () => {
    const page = createErrorPageBody(encode("<p>"), "missing", encode("</p>"), "text/html", {});
    expect(respond({}, page, { cacheControl: "no-store" }).headers.ETag).toBe(
      fastEtag(encode("<p>missing</p>")),
    );
    expect(respond({}, page, { cacheControl: "no-store", status: 404 }).headers.ETag).toBeUndefined();
  });

  it("sends no ETag but on a 200", () => {
    const representation = createRequestRepresentation(text, "application/json", {});
    expect(respond({}, representation, { cacheControl: "no-store" }).headers.ETag).toBe(representation.etag);
    expect(
      respond({ ifNoneMatch: "*" }, representation, { cacheControl: "no-store", status: 404 }).headers.ETag,
    ).toBeUndefined();
  });
});
