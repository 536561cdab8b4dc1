import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { build } from "esbuild";
import { composeService } from "../compose.js";
import { formatProblems } from "../content/problem.js";
import { type WorkerInputs, workerInputsFile } from "../edge/worker-inputs.js";
import { moduleFile, renderedAssetFiles } from "./asset-files.js";
import { checkContent } from "./check-content.js";
import { directorySource } from "./directory-source.js";
import { writePlatformFiles } from "./platform-files.js";
import { writeSiteArtifact } from "./site-artifact.js";

/** `npm run build:edge`: checks the content, bundles the Worker, builds its site (docs/artifact.md). */
export async function buildEdge(options: {
  readonly contentDir: string;
  readonly outfile: string;
  /** The origin the Worker will serve (its BASE_URL): the site is built once for it. */
  readonly baseUrl: string;
}) {
  const checked = await checkContent(directorySource(options.contentDir));
  if (!checked.graph) {
    throw new Error(`The content has problems; nothing was built.\n${formatProblems(checked.problems)}`);
  }
  const result = await build({
    entryPoints: [moduleFile("../edge/worker")],
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
  });
  const code = result.outputFiles[0]!.contents;
  const text = new TextDecoder().decode(code);
  const nodeImport = /\bfrom\s*["'](node:[^"']+)["']|\bimport\(\s*["'](node:[^"']+)["']\)/.exec(text);
  if (nodeImport)
    throw new Error(`The Worker bundle imports ${nodeImport[1] ?? nodeImport[2]}, which it must not.`);
  const outfile = resolve(options.outfile);
  mkdirSync(dirname(outfile), { recursive: true });
  writeFileSync(outfile, code);
  // The share images and icons are rendered as for the Node service, in a child process.
  const assetFiles = await renderedAssetFiles(checked.graph.app);
  // Identity bodies only: on Workers the platform compresses, as it does the Worker's own answers.
  const service = composeService(checked.graph, {
    baseUrl: options.baseUrl,
    siteAssetFiles: async () => assetFiles,
  });
  const site = join(dirname(outfile), "site");
  const { manifest } = await writeSiteArtifact(
    service,
    site,
    { contentVersion: checked.graph.version, codeVersion: "edge", baseUrl: options.baseUrl },
    false,
  );
  await writePlatformFiles(service, manifest, site);
  const inputs: WorkerInputs = { files: checked.files.map(({ path, text }) => ({ path, text })) };
  writeFileSync(join(site, workerInputsFile), JSON.stringify(inputs));
  return { outfile, bytes: code.byteLength, version: checked.graph.version };
}
