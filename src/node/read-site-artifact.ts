import { closeSync, fstatSync, openSync, readFileSync, readSync } from "node:fs";
import { join } from "node:path";
import { LRUCache } from "lru-cache";
import { type GraphTexts, graphFileNames } from "../content/graph-file.js";
import { shareStrings } from "../content/shared-strings.js";
import type { PreparedEntry } from "../http/prepared-answers.js";
import { entriesOf, type SiteManifest, siteManifestFormat } from "../http/site-manifest.js";
import { type IndexFiles, indexFileNames } from "../search/indexed-terms.js";
import { positionsFileNames } from "../search/stored-positions.js";

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
 * The manifest of the site artifact in `dir` when it was built for these versions and origin, or
 * why not (no artifact, another format, content, code or origin).
 */
export function readManifest(
  dir: string,
  expected: Pick<SiteManifest, "contentVersion" | "codeVersion" | "baseUrl">,
): { readonly ok: true; readonly manifest: SiteManifest } | { readonly ok: false; readonly reason: string } {
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
  return { ok: true, manifest };
}

/**
 * Reads the site artifact in `dir` when it was built for these versions and origin
 * (`readManifest`): its manifest now, each body from its file when sent, the most recently sent
 * kept in memory (`bodyReader`). Anything else is a reason to prepare the answers instead.
 */
export function readSiteArtifact(
  dir: string,
  expected: Pick<SiteManifest, "contentVersion" | "codeVersion" | "baseUrl">,
): ReadArtifact {
  const read = readManifest(dir, expected);
  if (!read.ok) return read;
  // Each header value one string for all targets: three quarters of a manifest's text is values
  // most targets share (20 MB of memory at 100 times today's content).
  return { ok: true, entries: entriesOf(shareStrings(read.manifest), bodyReader(dir)) };
}

/**
 * The artifact's search index files, or undefined when it has none (then the content is indexed
 * at start); with the pages' word positions when it has them, each page's read from its file when
 * a search first shows it. Whether they fit the content is checked when the index is built from them.
 */
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

/**
 * Characters of page texts kept in memory, most recently read first: every text of this site
 * (about 1.2 million characters); at 100 times the content, the pages searches find most.
 */
export const keptTextBudget = 8 * 1024 * 1024;

/**
 * Reads page texts from the artifact's texts file, kept open (a build that replaces the artifact
 * meanwhile does not change what it reads), keeping the most recently read within `keptTextBudget`.
 */
export function textReader(
  file: string,
  budget = keptTextBudget,
): GraphTexts & { readonly close: () => void } {
  const descriptor = openSync(file, "r");
  const kept = new LRUCache<number, string>({
    maxSize: budget,
    sizeCalculation: (text) => text.length || 1,
  });
  const read = (at: number, bytes: number) => {
    // An empty text starts where the next one does: it is never read, so never kept under its place.
    if (bytes === 0) return "";
    let text = kept.get(at);
    if (text === undefined) {
      const buffer = Buffer.allocUnsafe(bytes);
      const got = readSync(descriptor, buffer, 0, bytes, at);
      if (got !== bytes) throw new Error(`${file} ends at byte ${at + got}, before ${at + bytes}`);
      text = buffer.toString("utf8");
      kept.set(at, text);
    }
    return text;
  };
  return { read, bytes: fstatSync(descriptor).size, close: () => closeSync(descriptor) };
}

/**
 * The artifact's content graph files: the JSON now and a reader of the texts file, or undefined
 * when it has none (then the content is loaded from its folder); whether they are this content's
 * is checked when the graph is read from them.
 */
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
