import { buildEdge } from "../build/edge-bundle.js";

// `npm run build:edge [content folder]`: the Cloudflare Worker with the content baked in, at
// dist-edge/worker.js (what wrangler.toml deploys).
try {
  const built = await buildEdge({ contentDir: process.argv[2] ?? "content", outfile: "dist-edge/worker.js" });
  console.log(
    `Built ${built.outfile}: ${(built.bytes / 1024 / 1024).toFixed(2)} MB, content version ${built.version}.`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
