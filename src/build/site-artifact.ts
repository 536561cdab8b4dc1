import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Service } from "../compose.js";
import { graphFileNames, writeGraphFiles } from "../content/graph-file.js";
import { manifestOf, type SiteManifest } from "../http/site-manifest.js";
import { wordPositions } from "../search/document-words.js";
import { indexFileNames, writeIndexFiles } from "../search/indexed-terms.js";
import { indexedTermsOf } from "../search/search-engine.js";
import { positionsFileNames, writePositionsFiles } from "../search/stored-positions.js";

/** What writing the artifact made. */
export interface WrittenArtifact {
  readonly targets: number;
  readonly files: number;
  readonly bytes: number;
  readonly manifest: SiteManifest;
}

/**
 * Writes the site artifact (docs/artifact.md) of a composed service: prepares every answer, the
 * static assets included, then writes the manifest, every body, named by its ETag, the search
 * index's files, the pages' word positions and the content graph's files into `dir` (replaced). Deterministic: the same code and content give the same bytes.
 */
export async function writeSiteArtifact(
  service: Service,
  dir: string,
  versions: Pick<SiteManifest, "contentVersion" | "codeVersion" | "baseUrl">,
): Promise<WrittenArtifact> {
  await service.prepare({ assets: true });
  const { manifest, bodies } = manifestOf(service.preparedEntries(), versions);
  rmSync(dir, { recursive: true, force: true });
  let bytes = 0;
  for (const [file, body] of [...bodies].sort(([a], [b]) => (a < b ? -1 : 1))) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), body);
    bytes += body.byteLength;
  }
  const manifestText = `${JSON.stringify(manifest)}\n`;
  writeFileSync(join(dir, "manifest.json"), manifestText);
  const { graph, services } = service.store.current();
  const index = writeIndexFiles(
    indexedTermsOf(services.search),
    graph.version,
    services.search.pages.map((page) => page.id),
  );
  writeFileSync(join(dir, indexFileNames.json), index.json);
  writeFileSync(join(dir, indexFileNames.binary), index.binary);
  const positions = writePositionsFiles(
    services.search.pages.map((page) => wordPositions(page.body())),
    graph.version,
    services.search.pages.map((page) => page.id),
  );
  writeFileSync(join(dir, positionsFileNames.json), positions.json);
  writeFileSync(join(dir, positionsFileNames.binary), positions.binary);
  const graphFiles = writeGraphFiles(graph);
  writeFileSync(join(dir, graphFileNames.json), graphFiles.json);
  writeFileSync(join(dir, graphFileNames.texts), graphFiles.texts);
  return {
    targets: manifest.targets.length,
    files: bodies.size + 7,
    bytes:
      bytes +
      manifestText.length +
      index.json.length +
      index.binary.byteLength +
      positions.json.length +
      positions.binary.byteLength +
      Buffer.byteLength(graphFiles.json) +
      graphFiles.texts.byteLength,
    manifest,
  };
}
