import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Service } from "../compose.js";
import { bodyFile, type SiteManifest } from "../http/site-manifest.js";
import { serviceRoutes } from "../routes/file-routes.js";
import { fillPattern } from "../routes/pattern.js";

/** The prefix the platform serves without the Worker (wrangler.toml): hashed assets, whatever the request. */
export const platformServedPrefix = fillPattern(serviceRoutes.asset.pattern, { file: "" });

/** Headers the platform makes itself for a file it serves: its own validator, length, date and type. */
const platformOwnHeaders = new Set(["etag", "content-length", "date", "content-type"]);

/** Writes the asset files and `_headers` that let the platform serve them alone (docs/artifact.md). */
export async function writePlatformFiles(
  service: Service,
  manifest: SiteManifest,
  dir: string,
): Promise<void> {
  const assets = manifest.targets.filter(([target]) => target.startsWith(platformServedPrefix));
  const rules: string[] = [];
  for (const [target, entry] of assets) {
    if (entry.kind !== "fixed") throw new Error(`${target} is negotiated; the platform cannot serve it.`);
    const path = join(dir, ...target.split("/"));
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, readFileSync(join(dir, bodyFile(entry.answer.etag, "identity"))));
    // Asked of the service itself, so the platform's headers cannot differ from its own.
    const answer = await service.app.request(target, { headers: { "Accept-Encoding": "identity" } });
    const headers = [...answer.headers]
      .filter(([name]) => !platformOwnHeaders.has(name))
      .map(([name, value]) => `  ${name}: ${value}`);
    rules.push([target, ...headers].join("\n"));
  }
  writeFileSync(join(dir, "_headers"), rules.length > 0 ? `${rules.join("\n\n")}\n` : "");
}
