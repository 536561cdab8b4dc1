import { loadNodeAssetFiles } from "../build/asset-files.js";
import { renderImagesApart } from "../build/render-images-apart.js";
import { type ComposeOptions, composeService, type Service } from "../compose.js";
import type { ContentGraph } from "../content/types.js";

/** What composing the service on Node needs; the browser scripts are bundled here unless given. */
export type NodeComposeOptions = Omit<ComposeOptions, "siteAssetFiles"> &
  Partial<Pick<ComposeOptions, "siteAssetFiles">>;

/** The service composed on Node: browser scripts bundled by esbuild, images rendered in a child process. */
export function composeNodeService(graph: ContentGraph, options: NodeComposeOptions): Service {
  const images = renderImagesApart(graph.app);
  // Rendering starts with the service; a failure is the assets' failure, reported when they are asked for.
  images.catch(() => {});
  const siteAssetFiles = async () => [...(await loadNodeAssetFiles()), ...(await images)];
  return composeService(graph, { siteAssetFiles, ...options });
}
