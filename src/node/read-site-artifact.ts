import { readFileSync } from "node:fs";
import { join } from "node:path";
import { LRUCache } from "lru-cache";
import type { PreparedEntry } from "../http/prepared-answers.js";
import { entriesOf, type SiteManifest, siteManifestFormat } from "../http/site-manifest.js";
import { type IndexFiles, indexFileNames } from "../search/indexed-terms.js";

/**
 * The bytes of artifact bodies kept in memory, most recently sent first: every body of this site
 * several times over (14 MB with its br and gzip variants); at 100 times the content (455 MB) the
 * rest is read from its file when sent.
 */
export const keptBodyBudget = 64 * 1024 * 1024;

/** Reads bodies from the artifact's files, keeping the most recently sent within `keptBodyBudget`. */
export function bodyReader(dir: string, budget = keptBodyBudget): (file: string) => Uint8Array {
  const kept = new LRUCache<string, Uint8Array>({
    maxSize: budget,
    sizeCalculation: (body) => body.byteLength || 1,
  });
  return (file) => {
    let body = kept.get(file);
    if (!body) {
      body = readFileSync(join(dir, file));
      kept.set(file, body);
    }
    return body;
  };
}

/** The artifact's prepared entries, or why it cannot be used. */
export type ReadArtifact =
  | { readonly ok: true; readonly entries: [string, PreparedEntry][] }
  | { readonly ok: false; readonly reason: string };

/**
 * Reads the site artifact in `dir` when it was built for these versions and origin: its manifest
 * now, each body from its file when sent, the most recently sent kept in memory (`bodyReader`). Anything else (no artifact, another format,
 * content, code or origin) is a reason to prepare the answers instead.
 */
export function readSiteArtifact(
  dir: string,
  expected: Pick<SiteManifest, "contentVersion" | "codeVersion" | "baseUrl">,
): ReadArtifact {
  let manifest: SiteManifest;
  try {
    manifest = JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8")) as SiteManifest;
  } catch {
    return { ok: false, reason: `no site artifact in ${dir}` };
  }
  if (manifest.format !== siteManifestFormat)
    return { ok: false, reason: `the artifact's format is ${manifest.format}, not ${siteManifestFormat}` };
  for (const key of ["contentVersion", "codeVersion", "baseUrl"] as const)
    if (manifest[key] !== expected[key])
      return {
        ok: false,
        reason: `the artifact was built for ${key} ${manifest[key]}, not ${expected[key]}`,
      };
  return { ok: true, entries: entriesOf(manifest, bodyReader(dir)) };
}

/**
 * The artifact's search index files, or undefined when it has none (then the content is indexed
 * at start); whether they fit the content is checked when the index is built from them.
 */
export function readSearchIndexFiles(dir: string): IndexFiles | undefined {
  try {
    return {
      json: readFileSync(join(dir, indexFileNames.json), "utf8"),
      binary: readFileSync(join(dir, indexFileNames.binary)),
    };
  } catch {
    return undefined;
  }
}
