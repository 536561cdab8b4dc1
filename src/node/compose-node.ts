import { type ComposeOptions, composeService, type Service } from "../compose.js";
import type { ContentGraph } from "../content/types.js";
import { loadNodeAssetFiles } from "./asset-files.js";

/** What composing the service on Node needs; the browser scripts are bundled here unless given. */
export type NodeComposeOptions = Omit<ComposeOptions, "siteAssetFiles"> &
  Partial<Pick<ComposeOptions, "siteAssetFiles">>;

/** The service composed on Node: the website's browser scripts bundled in memory with esbuild. */
export function composeNodeService(graph: ContentGraph, options: NodeComposeOptions): Service {
  return composeService(graph, { siteAssetFiles: loadNodeAssetFiles, ...options });
}
