// The Node edge of the share images: resvg with Inter from node_modules, so no pixel depends on local fonts.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import {
  homeScreenIconSvg,
  type ImageFacts,
  type ShareImageKind,
  shareImageFile,
  shareImageKinds,
  shareImageSvg,
} from "../site/art/share-image.js";
import type { AssetFile, AssetName } from "../site/assets/static-assets.js";

const require = createRequire(import.meta.url);
const interFolder = dirname(require.resolve("@expo-google-fonts/inter/package.json"));
const fontFiles = [
  "400Regular/Inter_400Regular.ttf",
  "600SemiBold/Inter_600SemiBold.ttf",
  "700Bold/Inter_700Bold.ttf",
].map((file) => join(interFolder, file));

/** The share image of every kind of page and the home-screen icons, as PNG assets (`renderImagesApart`). */
export function renderImageAssets(app: ImageFacts): AssetFile[] {
  // Text set in the bundled Inter.
  const png = (name: AssetName, svg: string): AssetFile => {
    const resvg = new Resvg(svg, { font: { loadSystemFonts: false, fontFiles, defaultFontFamily: "Inter" } });
    return { name, content: new Uint8Array(resvg.render().asPng()), contentType: "image/png" };
  };
  return [
    ...(Object.keys(shareImageKinds) as ShareImageKind[]).map((kind) =>
      png(shareImageFile(kind), shareImageSvg(kind, app)),
    ),
    png("apple-touch-icon.png", homeScreenIconSvg(180)),
    png("icon-192.png", homeScreenIconSvg(192)),
    png("icon-512.png", homeScreenIconSvg(512)),
  ];
}
