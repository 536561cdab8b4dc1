import { describe, expect, it } from "vitest";
import { buildStaticAssets, hashedName } from "./static-assets.js";

describe("static assets", () => {
  it("names each file by its content hash", async () => {
    const assets = await buildStaticAssets(
      [{ name: "site.css", content: "body{}", contentType: "text/css" }],
      {},
    );
    const url = assets.url("site.css");
    expect(url).toMatch(/^\/assets\/site\.[0-9a-f]{10}\.css$/);
    const representation = await assets.representation(url.slice("/assets/".length));
    expect(new TextDecoder().decode(representation?.body)).toBe("body{}");
    expect(assets.representation("site.css")).toBeUndefined();
    expect(() => assets.url("calculator.js")).toThrow(/No static asset/);
  });

  it("changes the name when the content changes", async () => {
    const one = await buildStaticAssets([{ name: "site.css", content: "a", contentType: "text/css" }], {});
    const two = await buildStaticAssets([{ name: "site.css", content: "b", contentType: "text/css" }], {});
    expect(one.url("site.css")).not.toBe(two.url("site.css"));
    expect(hashedName("a.b.js", "123")).toBe("a.b.123.js");
  });

  it("reads a file given as a reader to name it, and again only on its first request", async () => {
    let reads = 0;
    const read = () => {
      reads++;
      return new TextEncoder().encode("console.log(1)");
    };
    const assets = await buildStaticAssets(
      [{ name: "scalar.js", content: read, contentType: "text/javascript" }],
      {},
    );
    expect(reads).toBe(1);
    const name = assets.url("scalar.js").slice("/assets/".length);
    const named = await buildStaticAssets(
      [{ name: "scalar.js", content: "console.log(1)", contentType: "text/javascript" }],
      {},
    );
    expect(named.url("scalar.js")).toBe(assets.url("scalar.js"));
    const representation = await assets.representation(name);
    await assets.representation(name);
    expect(reads).toBe(2);
    expect(new TextDecoder().decode(representation?.body)).toBe("console.log(1)");
  });
});
