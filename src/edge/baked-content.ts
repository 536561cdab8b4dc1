import type { ContentSource } from "../content/parse-source.js";
import type { AssetFile } from "../site/assets/static-assets.js";

/** What an edge build bakes into the bundle: the content files and the browser scripts. */
export interface BakedContent {
  /** Every content file, as the Node service reads them (path relative to the content folder). */
  readonly files: readonly ContentSource[];
  /** The bundled browser scripts (calculator, API reference, Scalar), as text. */
  readonly assets: readonly AssetFile[];
}

/**
 * The content baked in by `npm run build:edge`, which replaces this module in the bundle with the
 * validated files of `content/` (src/node/edge-build.ts). Undefined outside such a bundle.
 */
export const baked: BakedContent | undefined = undefined;
