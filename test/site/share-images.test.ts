import { describe, expect, it } from "vitest";
import { attributeOf, base, get, pageTypeExamples, siteApp, siteGraph } from "./site-client.js";

const examples = await pageTypeExamples();

/** Width and height from a PNG's IHDR chunk, or undefined when the bytes are not a PNG. */
function pngSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (!signature.every((byte, index) => bytes[index] === byte)) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

async function image(url: string) {
  const path = url.startsWith(base) ? url.slice(base.length) : url;
  const response = await (await siteApp()).request(path);
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    cache: response.headers.get("cache-control"),
    size: pngSize(new Uint8Array(await response.arrayBuffer())),
  };
}

describe("share images and home-screen icons", () => {
  it.each(examples)(
    "%s (%s) names a 1200 x 630 PNG share image and a 180 px touch icon",
    async (_kind, path) => {
      const html = (await get(path)).text;
      const share = attributeOf(html, "meta", 'property="og:image"', "content");
      expect(share?.startsWith(`${base}/assets/share-`)).toBe(true);
      expect(await image(share!)).toMatchObject({
        status: 200,
        type: "image/png",
        size: { width: 1200, height: 630 },
      });
      expect(attributeOf(html, "meta", 'property="og:image:alt"', "content")?.length).toBeGreaterThan(40);
      expect(attributeOf(html, "meta", 'name="twitter:card"', "content")).toBe("summary_large_image");
      const touch = attributeOf(html, "link", 'rel="apple-touch-icon"', "href");
      expect(await image(touch!)).toMatchObject({ status: 200, size: { width: 180, height: 180 } });
      expect((await image(touch!)).cache).toContain("immutable");
    },
  );

  it.each(["/favicon.ico", "/apple-touch-icon.png"])(
    "answers %s, where browsers and iOS look without reading a page, with the app icon",
    async (path) => {
      const touch = attributeOf((await get("/")).text, "link", 'rel="apple-touch-icon"', "href")!;
      const icon = await image(`${base}${path}`);
      expect(icon).toMatchObject({ status: 200, type: "image/png", size: { width: 180, height: 180 } });
      expect(icon.cache).toBe("public, max-age=86400");
      expect(icon.size).toEqual((await image(touch)).size);
    },
  );

  it("gives each kind of page its own share image", async () => {
    const shared = new Map<string, string>();
    for (const [kind, path] of examples) {
      shared.set(kind, attributeOf((await get(path)).text, "meta", 'property="og:image"', "content") ?? "");
    }
    expect(shared.get("guide page")).toBe(shared.get("guide index"));
    expect(shared.get("guide page")).not.toBe(shared.get("article"));
    expect(shared.get("article")).not.toBe(shared.get("calculator"));
    expect(shared.get("home")).not.toBe(shared.get("audience page"));
  });

  it("describes each share image as it is: its kind of page, its line, the drawing, each said once", async () => {
    const alts = new Map<string, string>();
    for (const [kind, path] of examples)
      alts.set(kind, attributeOf((await get(path)).text, "meta", 'property="og:image:alt"', "content") ?? "");
    expect(alts.get("guide page")).toMatch(/^Stepzy, User guide: “/);
    expect(alts.get("article")).toMatch(/^Stepzy, Blog: “/);
    expect(alts.get("home")).not.toBe(alts.get("article"));
    for (const alt of alts.values())
      expect(alt.split("Stepzy on iPhone and Apple Watch").length).toBeLessThanOrEqual(2);
  });

  it("serves a web manifest whose icons exist, and Safari's Smart App Banner names the App Store id", async () => {
    const graph = await siteGraph();
    const manifest = await get("/manifest.webmanifest");
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get("content-type")).toBe("application/manifest+json; charset=utf-8");
    const body = JSON.parse(manifest.text) as { name: string; icons: { src: string; sizes: string }[] };
    expect(body.name).toBe(graph.app.alternateName);
    for (const icon of body.icons.filter((entry) => entry.sizes !== "any")) {
      const [width] = icon.sizes.split("x").map(Number);
      expect((await image(icon.src)).size).toEqual({ width, height: width });
    }
    const home = (await get("/")).text;
    expect(attributeOf(home, "link", 'rel="manifest"', "href")).toBe("/manifest.webmanifest");
    const id = /\/id(\d+)/.exec(graph.app.appStoreUrl ?? "")?.[1];
    expect(attributeOf(home, "meta", 'name="apple-itunes-app"', "content")).toBe(`app-id=${id}`);
  });
});
