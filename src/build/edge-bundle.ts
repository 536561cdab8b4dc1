import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Plugin } from "esbuild";
import { composeService } from "../compose.js";
import type { BakedAsset, BakedContent } from "../edge/baked-content.js";
import { assetBytes } from "../site/assets/static-assets.js";
import { loadNodeAssetFiles } from "./asset-files.js";
import { checkContent } from "./check-content.js";
import { directorySource } from "./directory-source.js";
import { renderImageAssets } from "./png-images.js";
import { writeSiteArtifact } from "./site-artifact.js";

/** What an edge build made. */
export interface EdgeBuild {
  readonly outfile: string;
  readonly bytes: number;
  /** The content version baked in. */
  readonly version: string;
}

const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/** Replaces the baked-content module with the given files and scripts. */
function bake(content: BakedContent): Plugin {
  return {
    name: "stepzy-baked-content",
    setup(builder) {
      builder.onLoad({ filter: /[\\/]edge[\\/]baked-content\.(ts|js)$/ }, () => ({
        contents: `export const baked = ${JSON.stringify(content)};`,
        loader: "js",
      }));
    },
  };
}

/**
 * `npm run build:edge`: checks the content as `npm run content:check` does (failing with the same
 * problems), then bundles the Worker (src/edge/worker.ts) with the content files and the browser
 * scripts baked in, as one ES module that reads no files and imports nothing from Node.
 */
export async function buildEdge(options: {
  readonly contentDir: string;
  readonly outfile: string;
  /**
   * The origin the Worker will serve (its BASE_URL): with it, the site is built once for that
   * origin into `site/` beside the script, for the Worker's static assets (docs/artifact.md).
   */
  readonly baseUrl?: string;
}): Promise<EdgeBuild> {
  const checked = await checkContent(directorySource(options.contentDir));
  if (!checked.graph) {
    const { formatProblems } = await import("../content/problem.js");
    throw new Error(`The content has problems; nothing was built.\n${formatProblems(checked.problems)}`);
  }
  const files = checked.files.map(({ path, text }) => ({ path, text }));
  // Scripts stay text; the share images and icons (rendered here, where resvg runs) go in as base64.
  const assetFiles = [...(await loadNodeAssetFiles()), ...renderImageAssets(checked.graph.app)];
  const assets: BakedAsset[] = assetFiles.map((asset) =>
    typeof asset.content === "string"
      ? { ...asset, content: asset.content }
      : asset.contentType.startsWith("image/")
        ? { ...asset, content: Buffer.from(assetBytes(asset.content)).toString("base64"), base64: true }
        : { ...asset, content: new TextDecoder().decode(assetBytes(asset.content)) },
  );
  const entry = [".ts", ".js"].map((extension) => here(`../edge/worker${extension}`));
  const { existsSync } = await import("node:fs");
  const result = await build({
    entryPoints: [entry.find((candidate) => existsSync(candidate))!],
    bundle: true,
    format: "esm",
    platform: "neutral",
    mainFields: ["module", "main"],
    conditions: ["workerd", "worker", "browser", "import"],
    target: "es2022",
    minify: true,
    write: false,
    legalComments: "none",
    logLevel: "silent",
    plugins: [bake({ files, assets })],
  });
  const code = result.outputFiles[0]!.contents;
  const text = new TextDecoder().decode(code);
  const nodeImport = /\bfrom\s*["'](node:[^"']+)["']|\bimport\(\s*["'](node:[^"']+)["']\)/.exec(text);
  if (nodeImport)
    throw new Error(`The Worker bundle imports ${nodeImport[1] ?? nodeImport[2]}, which it must not.`);
  const outfile = resolve(options.outfile);
  mkdirSync(dirname(outfile), { recursive: true });
  writeFileSync(outfile, code);
  if (options.baseUrl) {
    // Identity bodies only: on Workers the platform compresses, as it does the Worker's own answers.
    const service = composeService(checked.graph, {
      baseUrl: options.baseUrl,
      siteAssetFiles: async () => assetFiles,
    });
    await writeSiteArtifact(service, join(dirname(outfile), "site"), {
      contentVersion: checked.graph.version,
      codeVersion: "edge",
      baseUrl: options.baseUrl,
    });
  }
  return { outfile, bytes: code.byteLength, version: checked.graph.version };
}
