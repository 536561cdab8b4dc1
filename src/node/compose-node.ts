import { renderedAssetFiles } from "../build/asset-files.js";
import { type ComposeOptions, composeService } from "../compose.js";
import type { ContentGraph } from "../content/types.js";
import type { AssetFile } from "../site/assets/static-assets.js";

/** What composing on Node takes: the site's static files as a built site lists them, if it does. */
export interface NodeComposeOptions extends Omit<ComposeOptions, "siteAssetFiles"> {
  readonly builtAssets?: readonly AssetFile[] | undefined;
}

/**
 * The service composed on Node: its static files read from the built site, or else bundled by esbuild
 * and rendered in a child process (development, tests, a start without a built site).
 */
export function composeNodeService(graph: ContentGraph, { builtAssets, ...options }: NodeComposeOptions) {
  const files = builtAssets ? Promise.resolve(builtAssets) : renderedAssetFiles(graph.app);
  // Rendering starts with the service; a failure is the assets' failure, reported when they are asked for.
  files.catch(() => {});
  return composeService(graph, { ...options, siteAssetFiles: () => files });
}
