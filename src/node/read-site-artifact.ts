import { closeSync, fstatSync, openSync, readFileSync, readSync } from "node:fs";
import { join } from "node:path";
import { LRUCache } from "lru-cache";
import { type GraphTexts, graphFileNames, graphFromFiles } from "../content/graph-file.js";
import type { ContentGraph } from "../content/types.js";
import { cachedIn } from "../http/cached-in.js";
import type { DescribedEntries } from "../http/prepared-answers.js";
import {
  describedEntries,
  manifestLines,
  manifestMismatch,
  type SiteManifest,
} from "../http/site-manifest.js";
import { type IndexFiles, indexFileNames } from "../search/indexed-terms.js";
import { positionsFileNames } from "../search/stored-positions.js";
import {
  type AssetFile,
  type BuiltAsset,
  builtAssetFiles,
  builtAssetsFile,
} from "../site/assets/static-assets.js";

/** Artifact body bytes kept in memory: this site's 14 MB several times over, not x100 content's 455 MB. */
export const keptBodyBudget = 64 * 1024 * 1024;

/** Reads bodies from the artifact's files, keeping the most recently sent within `keptBodyBudget`. */
export function bodyReader(dir: string, budget = keptBodyBudget): (file: string) => Uint8Array {
  const kept = new LRUCache<string, Uint8Array>({
    maxSize: budget,
    sizeCalculation: (body) => body.byteLength || 1,
  });
  return (file) => cachedIn(kept, file, () => readFileSync(join(dir, file)));
}

/**
 * The prepared entries of the artifact in `dir` if built for these versions and origin (its versions read
 * from the manifest's first line; each entry parsed when first asked for, its bodies when sent), or why not.
 */
export function readSiteArtifact(
  dir: string,
  expected: Pick<SiteManifest, "contentVersion" | "codeVersion" | "baseUrl">,
):
  | { readonly ok: true; readonly entries: DescribedEntries }
  | { readonly ok: false; readonly reason: string } {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(join(dir, "manifest.json"));
  } catch {
    return { ok: false, reason: `no site artifact in ${dir}` };
  }
  const mismatch = manifestMismatch(bytes, expected);
  if (mismatch !== undefined) return { ok: false, reason: mismatch };
  return { ok: true, entries: describedEntries(manifestLines(bytes), bodyReader(dir)) };
}

/** The static files the artifact in `dir` lists (`builtAssetsFile`), each read when first sent, or undefined. */
export function readBuiltAssets(dir: string): AssetFile[] | undefined {
  let listed: BuiltAsset[];
  try {
    listed = JSON.parse(readFileSync(join(dir, builtAssetsFile), "utf8")) as BuiltAsset[];
  } catch {
    return undefined;
  }
  return builtAssetFiles(listed, (file) => readFileSync(join(dir, file)));
}

/** The artifact's search index and word positions, or undefined; their fit is checked when indexing. */
export function readSearchIndexFiles(dir: string): IndexFiles | undefined {
  let files: IndexFiles;
  try {
    files = {
      json: readFileSync(join(dir, indexFileNames.json), "utf8"),
      binary: readFileSync(join(dir, indexFileNames.binary)),
    };
  } catch {
    return undefined;
  }
  try {
    const json = readFileSync(join(dir, positionsFileNames.json), "utf8");
    const descriptor = openSync(join(dir, positionsFileNames.binary), "r");
    // Read straight into the numbers: no buffer to copy them out of.
    const read = (at: number, bytes: number) => {
      const words = new Uint32Array(bytes / 4);
      return words.subarray(0, readSync(descriptor, words, 0, bytes, at) / 4);
    };
    return { ...files, positions: { json, read, bytes: fstatSync(descriptor).size } };
  } catch {
    return files;
  }
}

/** Page text characters kept in memory: all this site's (1.2 million), at x100 content the most searched. */
export const keptTextBudget = 8 * 1024 * 1024;

/** Reads page texts from a file kept open, so a rebuild does not change them, within `keptTextBudget`. */
export function textReader(file: string): GraphTexts & { readonly close: () => void } {
  const descriptor = openSync(file, "r");
  const kept = new LRUCache<number, string>({
    maxSize: keptTextBudget,
    sizeCalculation: (text) => text.length || 1,
  });
  const read = (at: number, bytes: number) => {
    // An empty text starts where the next one does: it is never read, so never kept under its place.
    if (bytes === 0) return "";
    return cachedIn(kept, at, () => {
      const buffer = Buffer.allocUnsafe(bytes);
      const got = readSync(descriptor, buffer, 0, bytes, at);
      if (got !== bytes) throw new Error(`${file} ends at byte ${at + got}, before ${at + bytes}`);
      return buffer.toString("utf8");
    });
  };
  return { read, bytes: fstatSync(descriptor).size, close: () => closeSync(descriptor) };
}

/** The artifact's graph JSON and texts reader, or undefined; their fit is checked when the graph is read. */
export function readGraphFiles(
  dir: string,
): { readonly json: string; readonly texts: GraphTexts & { readonly close: () => void } } | undefined {
  try {
    return {
      json: readFileSync(join(dir, graphFileNames.json), "utf8"),
      texts: textReader(join(dir, graphFileNames.texts)),
    };
  } catch {
    return undefined;
  }
}

/** The content graph the artifact in `dir` holds for content `version` (docs/artifact.md), or undefined. */
export function readArtifactGraph(dir: string, version: string): ContentGraph | undefined {
  const files = readGraphFiles(dir);
  if (!files) return undefined;
  const graph = graphFromFiles(files.json, files.texts, version);
  if (!graph) files.texts.close();
  return graph;
}
