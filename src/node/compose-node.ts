import { type ComposeOptions, composeService, type Service } from "../compose.js";
import type { ContentGraph } from "../content/types.js";
import { loadNodeAssetFiles } from "./asset-files.js";
import { renderImageAssets } from "./png-images.js";

/** What composing the service on Node needs; the browser scripts are bundled here unless given. */
export type NodeComposeOptions = Omit<ComposeOptions, "siteAssetFiles"> &
  Partial<Pick<ComposeOptions, "siteAssetFiles">>;

/**
 * The service composed on Node: the website's browser scripts bundled in memory with esbuild, the
 * share images and icons rendered to PNG from the app facts the service starts with.
 */
export function composeNodeService(graph: ContentGraph, options: NodeComposeOptions): Service {
  const siteAssetFiles = async () => [...(await loadNodeAssetFiles()), ...renderImageAssets(graph.app)];
  return composeService(graph, { siteAssetFiles, ...options });
}
