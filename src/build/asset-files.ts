// The Node edge of the site's assets (esbuild, node_modules), so the rest of src/site stays Web-standard.
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Plugin } from "esbuild";
import type { ImageFacts } from "../site/art/share-image.js";
import type { AssetFile, AssetName } from "../site/assets/static-assets.js";
import { renderImagesApart } from "./render-images-apart.js";

const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/** A module's file, by its path from src/build without extension: TypeScript in src, JavaScript in dist. */
export function moduleFile(path: string): string {
  const candidates = [".tsx", ".ts", ".js"].map((extension) => here(`${path}${extension}`));
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`Module ${path} not found next to ${here(".")}.`);
  return found;
}

// The calculators' zod result schemas serve the OpenAPI document only; the browser gets a no-op.
const zodStub = (stubPath: string): Plugin => ({
  name: "zod-stub",
  setup(builder) {
    builder.onResolve({ filter: /^zod(\/.*)?$/ }, () => ({ path: stubPath }));
  },
});

const javascript = "text/javascript; charset=utf-8";

/** The browser script `name`, bundled from its entry in src/site/client. */
async function bundled(name: AssetName, entry: string, format: "esm" | "iife"): Promise<AssetFile> {
  const result = await build({
    entryPoints: [moduleFile(`../site/client/${entry}`)],
    bundle: true,
    minify: true,
    format,
    target: "es2022",
    platform: "browser",
    write: false,
    legalComments: "none",
    plugins: [zodStub(moduleFile("../site/client/zod-stub"))],
    logLevel: "silent",
  });
  return { name, content: result.outputFiles[0]?.text ?? "", contentType: javascript };
}

/** A script without its `//# sourceMappingURL=` line: the package ships no map, so devtools would 404. */
export function withoutSourceMap(script: Uint8Array): Uint8Array {
  // Latin-1, so that the text's length is the bytes' length.
  const tail = Buffer.from(script.subarray(Math.max(0, script.length - 256))).toString("latin1");
  const line = /\n\/\/# sourceMappingURL=[^\n]*\n?$/.exec(tail);
  return line ? script.subarray(0, script.length - (tail.length - line.index) + 1) : script;
}

let loading: Promise<readonly AssetFile[]> | undefined;

/** The bundled browser scripts and the Scalar API Reference bundle, built once per process. */
export function loadNodeAssetFiles(): Promise<readonly AssetFile[]> {
  loading ??= (async () => {
    // No subpath exports the self-contained bundle: it is found beside the main entry (dist/index.js).
    const scalarMain = createRequire(import.meta.url).resolve("@scalar/api-reference");
    const scalarPath = join(dirname(scalarMain), "browser", "standalone.js");
    return [
      await bundled("calculator.js", "calculator-client", "esm"),
      await bundled("search.js", "search-client", "esm"),
      await bundled("api-reference.js", "api-reference-client", "iife"),
      // 4 MB that only the API reference page loads: read again when first requested.
      {
        name: "scalar.js",
        content: () => withoutSourceMap(readFileSync(scalarPath)),
        contentType: javascript,
      },
    ];
  })();
  return loading;
}

/**
 * Every static file the runtime edge gives the site when no built site lists them (`builtAssetsFile`):
 * the bundled scripts, and the share images and icons rendered in a child process.
 */
export async function renderedAssetFiles(app: ImageFacts): Promise<readonly AssetFile[]> {
  const [scripts, images] = await Promise.all([loadNodeAssetFiles(), renderImagesApart(app)]);
  return [...scripts, ...images];
}
