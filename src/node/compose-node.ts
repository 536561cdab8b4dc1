import { loadNodeAssetFiles } from "../build/asset-files.js";
import { renderImagesApart } from "../build/render-images-apart.js";
import { type ComposeOptions, composeService } from "../compose.js";
import type { ContentGraph } from "../content/types.js";

/** The service composed on Node: browser scripts bundled by esbuild, images rendered in a child process. */
export function composeNodeService(graph: ContentGraph, options: Omit<ComposeOptions, "siteAssetFiles">) {
  const images = renderImagesApart(graph.app);
  // Rendering starts with the service; a failure is the assets' failure, reported when they are asked for.
  images.catch(() => {});
  const siteAssetFiles = async () => [...(await loadNodeAssetFiles()), ...(await images)];
  return composeService(graph, { ...options, siteAssetFiles });
}
