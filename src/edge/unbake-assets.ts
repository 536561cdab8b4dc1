import type { AssetFile } from "../site/assets/static-assets.js";
import type { BakedAsset } from "./baked-content.js";

/** The assets as the site serves them, binary ones decoded from base64. */
export function unbakeAssets(assets: readonly BakedAsset[]): AssetFile[] {
  return assets.map(({ base64, ...asset }) =>
    base64
      ? { ...asset, content: Uint8Array.from(atob(asset.content), (char) => char.charCodeAt(0)) }
      : asset,
  );
}
