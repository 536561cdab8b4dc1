import type { ContentSource } from "../content/parse-source.js";
import { type IndexFiles, indexFileNames } from "../search/indexed-terms.js";
import {
  type AssetFile,
  type BuiltAsset,
  builtAssetFiles,
  builtAssetsFile,
} from "../site/assets/static-assets.js";
import type { AssetsBinding } from "./edge-artifact.js";

/** What the Worker composes its service from, in its static assets, not its script (docs/artifact.md). */
export interface WorkerInputs {
  /** Every content file, as the Node service reads them (path relative to the content folder). */
  readonly files: readonly ContentSource[];
}

/** The inputs' file in the built site, never served: the Worker runs first and sends only site targets. */
export const workerInputsFile = "worker-inputs.json";

/** Any origin: a static-assets binding answers by path. */
export const assetsOrigin = "https://assets.invalid";

/** A JSON file `npm run build:edge` writes into the static assets. */
async function builtJson<T>(assets: AssetsBinding, file: string): Promise<T> {
  const response = await assets.fetch(`${assetsOrigin}/${file}`);
  if (!response.ok)
    throw new Error(`${file} is missing from the static assets: build them with npm run build:edge.`);
  return (await response.json()) as T;
}

/** The Worker's inputs, from its static assets. */
export function readWorkerInputs(assets: AssetsBinding): Promise<WorkerInputs> {
  return builtJson(assets, workerInputsFile);
}

/** The static files the built site lists (`builtAssetsFile`), each read from the static assets when first sent. */
export async function readBuiltAssets(assets: AssetsBinding): Promise<AssetFile[]> {
  const listed = await builtJson<BuiltAsset[]>(assets, builtAssetsFile);
  return builtAssetFiles(listed, (file) => assetBytes(assets, file));
}

/** A file of the built site, from the static assets. */
export async function assetBytes(assets: AssetsBinding, file: string): Promise<Uint8Array> {
  const response = await assets.fetch(`${assetsOrigin}/${file}`);
  if (!response.ok) throw new Error(`${file} is missing from the static assets (${response.status})`);
  return new Uint8Array(await response.arrayBuffer());
}

/** The built site's search index files (docs/search.md), or undefined when the static assets have none. */
export async function readSearchIndex(assets: AssetsBinding): Promise<IndexFiles | undefined> {
  const [json, binary] = await Promise.all(
    [indexFileNames.json, indexFileNames.binary].map((name) => assets.fetch(`${assetsOrigin}/${name}`)),
  );
  if (!json?.ok || !binary?.ok) return undefined;
  return { json: await json.text(), binary: new Uint8Array(await binary.arrayBuffer()) };
}
