import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { codeVersion } from "../build/code-version.js";
import { contentDirVersion, readContentDir } from "../build/read-content-dir.js";
import type { Config } from "../config/config.js";
import { contentVersion } from "../content/content-version.js";
import { graphFileNames } from "../content/graph-file.js";
import { contentHeaders } from "../http/common-headers.js";
import { createPreparedAnswers } from "../http/prepared-answers.js";
import { negotiate } from "../site/negotiate.js";
import { readSiteArtifact } from "./read-site-artifact.js";

/** The built code's folder (`dist/`), and the artifact's beside it (`dist-site/`). */
const distDir = fileURLToPath(new URL("..", import.meta.url));
export const artifactDir = fileURLToPath(new URL("../../dist-site", import.meta.url));

/**
 * The artifact `npm run build` wrote for this code, content and origin (docs/artifact.md), or why none, and
 * the files read to check it, to build from: its content version, prepared entries and their table.
 */
export async function freshArtifact(config: Config) {
  if (config.dev) return { reason: "development mode renders as content changes" };
  // The folder is hashed, not parsed, so a stale artifact is never served; its text is not kept when the
  // artifact holds the graph (49 MB at x100 content, parsed for nothing), read again if that graph fails.
  const holdsGraph = existsSync(join(artifactDir, graphFileNames.json));
  const sources = holdsGraph ? undefined : await readContentDir(config.contentDir);
  const version = sources ? contentVersion(sources) : await contentDirVersion(config.contentDir);
  const read = readSiteArtifact(artifactDir, {
    contentVersion: version,
    codeVersion: codeVersion(distDir),
    baseUrl: config.baseUrl,
  });
  if (!read.ok) return { reason: read.reason, sources };
  const table = createPreparedAnswers(negotiate, contentHeaders(config.baseUrl, version));
  table.describe(read.entries);
  const artifact = { contentVersion: version, entries: read.entries, table };
  return { artifact, sources };
}
