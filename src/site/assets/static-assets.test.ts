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
});
