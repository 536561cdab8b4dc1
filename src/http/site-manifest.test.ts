import { describe, expect, it } from "vitest";
import { createPreparedAnswers, lookupPrepared, variantsOf } from "./prepared-answers.js";
import {
  describedEntries,
  type ManifestVariant,
  manifestLines,
  manifestMismatch,
  manifestText,
  manifestVersions,
  type SiteManifest,
  siteManifestFormat,
} from "./site-manifest.js";

const bytesOf = (text: string) => new TextEncoder().encode(text);

const variant = (etag: string, codings: ManifestVariant["codings"] = ["br", "gzip"]): ManifestVariant => ({
  contentType: "text/plain; charset=utf-8",
  etag: `"${etag}"`,
  byteLength: 4,
  codings,
  options: { cacheControl: "public, max-age=300", headers: { "X-Robots-Tag": "noindex" } },
});

const manifest: SiteManifest = {
  format: siteManifestFormat,
  contentVersion: "c1",
  codeVersion: "k1",
  baseUrl: "https://stepzy.example",
  targets: [
    ["/", { kind: "negotiated", html: variant("home"), markdown: variant("home-md", []) }],
    ["/api/v1/app", { kind: "fixed", answer: variant("app") }],
    ["/llms.txt", { kind: "fixed", answer: variant("llms", []) }],
  ],
};

describe("the manifest's text", () => {
  const text = manifestText(manifest);
  const bytes = bytesOf(text);

  it("is the manifest as one JSON document, with a line for each target", () => {
    expect(JSON.parse(text)).toEqual(manifest);
    expect(text.split("\n")).toHaveLength(manifest.targets.length + 3);
    expect(manifestVersions(bytes)).toEqual({
      format: siteManifestFormat,
      contentVersion: "c1",
      codeVersion: "k1",
      baseUrl: "https://stepzy.example",
    });
    const lines = manifestLines(bytes);
    expect(lines.targets).toEqual(["/", "/api/v1/app", "/llms.txt"]);
    expect(lines.described("/api/v1/app")).toEqual(manifest.targets[1]![1]);
    expect(lines.described("/llms.txt")).toEqual(manifest.targets[2]![1]);
    expect(lines.described("/nowhere")).toBeUndefined();
  });

  it("says why it is no built site for other versions, and nothing for its own", () => {
    expect(
      manifestMismatch(bytes, { contentVersion: "c1", baseUrl: "https://stepzy.example" }),
    ).toBeUndefined();
    expect(manifestMismatch(bytes, { codeVersion: "k2" })).toBe(
      "the artifact was built for codeVersion k1, not k2",
    );
    expect(manifestMismatch(bytes.subarray(0, 20), {})).toMatch(/cut short/);
  });

  it("refuses a target that JSON would have to escape", () => {
    const odd: SiteManifest = {
      ...manifest,
      targets: [['/say-"hi"', { kind: "fixed", answer: variant("x") }]],
    };
    expect(() => manifestText(odd)).toThrow(/unexpected target/);
  });

  it("is no manifest of this format when written whole on one line, nor when cut short", () => {
    expect(() => manifestVersions(bytesOf(`${JSON.stringify(manifest)}\n`))).toThrow();
    expect(() => manifestVersions(bytesOf(text.slice(0, text.lastIndexOf("\n[") + 1)))).toThrow(/cut short/);
    expect(() => manifestVersions(bytesOf(text.slice(0, -1)))).toThrow(/cut short/);
  });
});

describe("entries described by a manifest", () => {
  it("are parsed when first asked for, once, and read their bodies only when sent", () => {
    const reads: string[] = [];
    const described = describedEntries(manifestLines(bytesOf(manifestText(manifest))), (file) => {
      reads.push(file);
      return new TextEncoder().encode(file);
    });
    let parsed = 0;
    const table = createPreparedAnswers(() => "html", {});
    table.describe({ ...described, entry: (target) => (parsed++, described.entry(target)) });
    expect(table.targets()).toEqual(["/", "/api/v1/app", "/llms.txt"]);
    expect(parsed).toBe(0);
    const ask = (target: string, acceptEncoding?: string) =>
      lookupPrepared(table, { method: "GET", target, headersFit: true, acceptEncoding });
    expect(ask("/api/v1/app")?.headers.ETag).toBe('"app"');
    expect(ask("/api/v1/app", "gzip")?.headers.ETag).toBe('"app-gzip"');
    expect(parsed).toBe(1);
    expect(new Set(reads)).toEqual(new Set(["bodies/app", "bodies/app.gz"]));
    expect(ask("/nowhere")).toBeUndefined();
    expect(table.entries().map(([target]) => target)).toEqual(["/", "/api/v1/app", "/llms.txt"]);
    expect(parsed).toBe(3);
  });

  it("route a target whose line is no entry, and are taken from one built site only", () => {
    const broken = manifestText(manifest).replace('["/llms.txt",{', '["/llms.txt",{,');
    const described = describedEntries(manifestLines(bytesOf(broken)), () => new Uint8Array());
    const table = createPreparedAnswers(() => "html", {});
    table.describe(described);
    const ask = (target: string) => lookupPrepared(table, { method: "GET", target, headersFit: true });
    expect(ask("/llms.txt")).toBeUndefined();
    expect(table.targets()).toEqual(["/", "/api/v1/app"]);
    expect(ask("/api/v1/app")?.status).toBe(200);
    expect(() => table.describe(described)).toThrow(/one built site/);
  });

  it("share one object for each set of codings, and one string for each equal value", () => {
    const described = describedEntries(
      manifestLines(bytesOf(manifestText(manifest))),
      () => new Uint8Array(),
    );
    const [home, app, llms] = described.targets.map((target) => described.entry(target));
    const [html, markdown] = variantsOf(home!);
    expect(html!.representation.codings).toBe(variantsOf(app!)[0]!.representation.codings);
    expect(markdown!.representation.codings).toBe(variantsOf(llms!)[0]!.representation.codings);
    expect(html!.options.cacheControl).toBe(variantsOf(llms!)[0]!.options.cacheControl);
  });
});
