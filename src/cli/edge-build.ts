import { existsSync, readFileSync } from "node:fs";
import { buildEdge } from "../build/edge-bundle.js";
import { readConfig } from "../config/config.js";

// `npm run build:edge [content folder]`: the Worker's script (code only) at dist-edge/worker.js and the
// built site with the Worker's inputs at dist-edge/site, its static assets: what wrangler.toml deploys.
/** BASE_URL, else wrangler.toml's [vars] (the Worker's own): the built site must be for the Worker's origin. */
function edgeOrigin(): string {
  const toml = existsSync("wrangler.toml") ? readFileSync("wrangler.toml", "utf8") : "";
  const fromToml = /^\s*BASE_URL\s*=\s*"([^"]+)"/m.exec(toml)?.[1];
  // Checked and written as the Worker writes it (no trailing slash), or the Worker would refuse the site.
  return readConfig({ BASE_URL: process.env.BASE_URL ?? fromToml ?? "https://stepzy.app" }).baseUrl;
}

try {
  const built = await buildEdge({
    contentDir: process.argv[2] ?? "content",
    outfile: "dist-edge/worker.js",
    baseUrl: edgeOrigin(),
  });
  console.log(
    `Built ${built.outfile}: ${(built.bytes / 1024 / 1024).toFixed(2)} MB, content version ${built.version}.`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
