import { codeVersion } from "../build/code-version.js";
import { writeSiteArtifact } from "../build/site-artifact.js";
import { readConfig } from "../config/config.js";
import { composeNodeService } from "../node/compose-node.js";
import { nodeEncoders } from "../node/encoders.js";
import { loadContent } from "../node/load-content.js";

// Second step of `npm run build` (after tsc): the site artifact at dist-site/ (docs/artifact.md). Run from
// dist/, so that the code version it records is the built code's.
const config = readConfig(process.env);
const started = performance.now();
try {
  const graph = await loadContent(config.contentDir);
  const service = composeNodeService(graph, {
    baseUrl: config.baseUrl,
    encoders: nodeEncoders,
    prepareBudgetBytes: Number.POSITIVE_INFINITY,
  });
  const written = await writeSiteArtifact(service, "dist-site", {
    // The version of the files the answers were built from (read once: an edit meanwhile is no mix).
    contentVersion: graph.version,
    codeVersion: codeVersion("dist"),
    baseUrl: config.baseUrl,
  });
  console.log(
    `Built dist-site/ for ${config.baseUrl}: ${written.targets} targets, ${written.files} files, ${(written.bytes / 1024 / 1024).toFixed(1)} MB, content ${graph.version}, in ${Math.round(performance.now() - started)} ms.`,
  );
  process.exit(0);
} catch (error) {
  console.error(`The site artifact was not built: ${(error as Error).message}`);
  process.exit(1);
}
