import { loadNodeAssetFiles } from "../build/asset-files.js";
import { renderImagesApart } from "../build/render-images-apart.js";
import { type ComposeOptions, composeService, type Service } from "../compose.js";
import type { ContentGraph } from "../content/types.js";

/** What composing the service on Node needs; the browser scripts are bundled here unless given. */
export type NodeComposeOptions = Omit<ComposeOptions, "siteAssetFiles"> &
  Partial<Pick<ComposeOptions, "siteAssetFiles">>;

/**
 * The service composed on Node: the website's browser scripts bundled in memory with esbuild, the
 * share images and icons rendered to PNG (in a child process) from the app facts the service
 * starts with.
 */
export function composeNodeService(graph: ContentGraph, options: NodeComposeOptions): Service {
  const images = renderImagesApart(graph.app);
  // Rendering starts with the service; a failure is the assets' failure, reported when they are asked for.
  images.catch(() => {});
  const siteAssetFiles = async () => [...(await loadNodeAssetFiles()), ...(await images)];
  return composeService(graph, { siteAssetFiles, ...options });
}
