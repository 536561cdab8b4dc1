import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Service } from "../compose.js";
import { graphFileNames, writeGraphFiles } from "../content/graph-file.js";
import { bodyFile, manifestOf, manifestText, type SiteManifest } from "../http/site-manifest.js";
import { serviceRoutes } from "../routes/file-routes.js";
import { fillPattern } from "../routes/pattern.js";
import { wordPositions } from "../search/document-words.js";
import { indexFileNames, writeIndexFiles } from "../search/indexed-terms.js";
import { indexedTermsOf } from "../search/search-engine.js";
import { positionsFileNames, writePositionsFiles } from "../search/stored-positions.js";
import {
  type AssetFile,
  assetBytes,
  type BuiltAsset,
  builtAssetsFile,
  contentHash,
  hashedName,
} from "../site/assets/static-assets.js";

/** Writes a composed service's site artifact into `dir` (docs/artifact.md), deterministically. */
export async function writeSiteArtifact(
  service: Service,
  dir: string,
  versions: Pick<SiteManifest, "contentVersion" | "codeVersion" | "baseUrl">,
  forNode = true,
) {
  await service.prepare({ assets: true });
  const { manifest, bodies } = manifestOf(service.preparedEntries(), versions);
  rmSync(dir, { recursive: true, force: true });
  const files = new Map<string, Uint8Array | string>(bodies);
  files.set("manifest.json", manifestText(manifest));
  const assets = await Promise.all(
    (await service.siteAssetFiles()).map((asset) => builtAsset(asset, manifest)),
  );
  files.set(builtAssetsFile, `${JSON.stringify(assets)}\n`);
  const { graph, services } = service.store.current();
  const pageIds = services.search.pages.map((page) => page.id);
  const index = writeIndexFiles(indexedTermsOf(services.search), graph.version, pageIds);
  files.set(indexFileNames.json, index.json).set(indexFileNames.binary, index.binary);
  // Only Node reads these, and they grow with the text past a static asset's limit (the Worker's site).
  if (forNode) {
    const texts = services.search.pages.map((page) => wordPositions(page.body(), page.sections));
    const positions = writePositionsFiles(texts, graph.version, pageIds);
    files.set(positionsFileNames.json, positions.json).set(positionsFileNames.binary, positions.binary);
    const graphFiles = writeGraphFiles(graph);
    files.set(graphFileNames.json, graphFiles.json).set(graphFileNames.texts, graphFiles.texts);
  }
  let bytes = 0;
  for (const [file, body] of [...files].sort(([a], [b]) => (a < b ? -1 : 1))) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), body);
    bytes += typeof body === "string" ? Buffer.byteLength(body) : body.byteLength;
  }
  return { targets: manifest.targets.length, files: files.size, bytes, manifest };
}

/** An asset as the built site lists it: its name and hash, and the built site's file of its bytes. */
async function builtAsset(asset: AssetFile, manifest: SiteManifest): Promise<BuiltAsset> {
  const hash = await contentHash(await assetBytes(asset.content));
  const target = fillPattern(serviceRoutes.asset.pattern, { file: hashedName(asset.name, hash) });
  const entry = manifest.targets.find(([candidate]) => candidate === target)?.[1];
  if (entry?.kind !== "fixed") throw new Error(`The built site has no ${target}.`);
  return {
    name: asset.name,
    contentType: asset.contentType,
    hash,
    body: bodyFile(entry.answer.etag, "identity"),
  };
}
