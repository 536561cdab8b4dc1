import type { ContentSource } from "../content/parse-source.js";
import type { AssetFile } from "../site/assets/static-assets.js";

/** What an edge build bakes into the bundle: the content files and the browser scripts. */
export interface BakedContent {
  /** Every content file, as the Node service reads them (path relative to the content folder). */
  readonly files: readonly ContentSource[];
  /** The bundled browser scripts (calculator, API reference, Scalar) as text, and images as base64. */
  readonly assets: readonly BakedAsset[];
}

/** An asset in the bundle: text as it is, binary files (PNG) in base64. */
export type BakedAsset = Omit<AssetFile, "content"> & { readonly content: string; readonly base64?: true };

/**
 * The content baked in by `npm run build:edge`, which replaces this module in the bundle with the
 * validated files of `content/` (src/build/edge-bundle.ts). Undefined outside such a bundle.
 */
export const baked: BakedContent | undefined = undefined;
