import { LRUCache } from "lru-cache";
import { variantsOf } from "../http/prepared-answers.js";
import {
  bodyFile,
  describedEntries,
  type ManifestEntry,
  type ManifestLines,
  manifestLines,
  manifestMismatch,
  type SiteManifest,
} from "../http/site-manifest.js";
import { assetBytes, assetsOrigin } from "./worker-inputs.js";

/** The Workers static-assets binding (`[assets] binding = "ASSETS"` in wrangler.toml). */
export interface AssetsBinding {
  fetch(request: Request | string): Promise<Response>;
}

/** The built site as the Worker reads it from its static assets. */
export type EdgeArtifact = NonNullable<Awaited<ReturnType<typeof readEdgeArtifact>>>;

/** Bytes of answer bodies one isolate keeps; the rest are fetched from the static assets again. */
export const edgeBodyBudget = 32 * 1024 * 1024;

/** The built site (docs/artifact.md) in the Worker's static assets, if built for this content and origin. */
export async function readEdgeArtifact(
  assets: AssetsBinding,
  expected: Pick<SiteManifest, "contentVersion" | "baseUrl">,
) {
  const response = await assets.fetch(`${assetsOrigin}/manifest.json`);
  if (!response.ok) return undefined;
  const bytes = new Uint8Array(await response.arrayBuffer());
  // Its code version is "edge": the Worker's script is not the built code the manifest names.
  if (manifestMismatch(bytes, expected) !== undefined) return undefined;
  // Most recently sent first, within a budget: a crawler must not make an isolate (128 MB) hold the site.
  const bodies = new LRUCache<string, Uint8Array>({
    maxSize: edgeBodyBudget,
    sizeCalculation: (body) => Math.max(1, body.byteLength),
  });
  const read = (file: string) => {
    const body = bodies.get(file);
    if (!body) throw new Error(`${file} was not fetched before it was sent`);
    return body;
  };
  const lines = manifestLines(bytes);
  const files = new Map<string, string[]>();
  return {
    /** Every prepared target and its answer (parsed when first asked), whose bodies `load` fetches. */
    entries: describedEntries(lines, read),
    /** Fetches the bodies a target's answers send (at most its HTML and Markdown), once each. */
    async load(target: string) {
      const needed = identityFiles(lines, target, files).filter((file) => !bodies.has(file));
      await Promise.all(needed.map(async (file) => bodies.set(file, await assetBytes(assets, file))));
    },
  };
}

/** The identity bodies a target's answers send (the platform compresses on Workers), found once a target. */
function identityFiles(lines: ManifestLines, target: string, files: Map<string, string[]>): string[] {
  const known = files.get(target);
  if (known) return known;
  let entry: ManifestEntry | undefined;
  try {
    entry = lines.described(target);
  } catch {
    // A line that is no entry: nothing to fetch; the request is routed (computed), as on Node.
  }
  if (!entry) return [];
  const found = variantsOf(entry).map((variant) => bodyFile(variant.etag, "identity"));
  files.set(target, found);
  return found;
}
