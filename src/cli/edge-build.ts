import { buildEdge } from "../build/edge-bundle.js";

// `npm run build:edge [content folder]`: the Worker's script (code only) at dist-edge/worker.js and the
// built site with the Worker's inputs at dist-edge/site, its static assets: what wrangler.toml deploys.
try {
  // The origin of wrangler.toml's [vars] unless BASE_URL says otherwise: the built site is for it.
  const built = await buildEdge({
    contentDir: process.argv[2] ?? "content",
    outfile: "dist-edge/worker.js",
    baseUrl: process.env.BASE_URL ?? "https://stepzy.app",
  });
  console.log(
    `Built ${built.outfile}: ${(built.bytes / 1024 / 1024).toFixed(2)} MB, content version ${built.version}.`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
