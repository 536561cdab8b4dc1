import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Service } from "../compose.js";
import { bodyFile, type SiteManifest } from "../http/site-manifest.js";
import { serviceRoutes } from "../routes/file-routes.js";
import { fillPattern } from "../routes/pattern.js";

/**
 * The paths the platform serves from the built site's files without running the Worker
 * (wrangler.toml `run_worker_first` excludes them): the static assets, whose names carry their
 * content hash, which no client negotiates and whose answers read nothing of the request.
 */
export const platformServedPrefix = fillPattern(serviceRoutes.asset.pattern, { file: "" });

/** Headers the platform makes itself for a file it serves: its own validator, length, date and type. */
const platformOwnHeaders = new Set(["etag", "content-length", "date", "content-type"]);

/** What writing the platform's files made. */
export interface PlatformFiles {
  /** The targets the platform serves as files, each at its own path in the built site. */
  readonly targets: readonly string[];
  /** The text of `_headers`. */
  readonly headers: string;
}

/**
 * Writes, into the built site `dir`, what Cloudflare's static assets (and Netlify, which reads the
 * same format) need to serve the static assets without the Worker (docs/artifact.md): each asset's
 * bytes at its own path (`assets/<name>`), and `_headers`, one rule per asset with the headers the
 * service itself sends with it (asked of the service, so the two cannot differ) but those the
 * platform makes (`ETag`, `Content-Length`, `Date`, and `Content-Type`, from the file's extension).
 */
export async function writePlatformFiles(
  service: Service,
  manifest: SiteManifest,
  dir: string,
): Promise<PlatformFiles> {
  const assets = manifest.targets.filter(([target]) => target.startsWith(platformServedPrefix));
  const rules: string[] = [];
  for (const [target, entry] of assets) {
    if (entry.kind !== "fixed") throw new Error(`${target} is negotiated; the platform cannot serve it.`);
    const path = join(dir, ...target.split("/"));
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, readFileSync(join(dir, bodyFile(entry.answer.etag, "identity"))));
    const answer = await service.app.request(target, { headers: { "Accept-Encoding": "identity" } });
    const headers = [...answer.headers]
      .filter(([name]) => !platformOwnHeaders.has(name))
      .map(([name, value]) => `  ${name}: ${value}`);
    rules.push([target, ...headers].join("\n"));
  }
  const headers = rules.length > 0 ? `${rules.join("\n\n")}\n` : "";
  writeFileSync(join(dir, "_headers"), headers);
  return { targets: assets.map(([target]) => target), headers };
}
