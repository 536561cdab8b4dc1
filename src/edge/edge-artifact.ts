import { LRUCache } from "lru-cache";
import { variantsOf } from "../http/prepared-answers.js";
import { bodyFile, entriesOf, type SiteManifest, siteManifestFormat } from "../http/site-manifest.js";
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
  const manifest = (await response.json()) as SiteManifest;
  if (
    manifest.format !== siteManifestFormat ||
    manifest.contentVersion !== expected.contentVersion ||
    manifest.baseUrl !== expected.baseUrl
  )
    return undefined;
  // Most recently sent first, within a budget: a crawler must not make an isolate (128 MB) hold the site.
  const bodies = new LRUCache<string, Uint8Array>({
    maxSize: edgeBodyBudget,
    sizeCalculation: (body) => Math.max(1, body.byteLength),
  });
  const described = new Map(manifest.targets);
  const read = (file: string) => {
    const body = bodies.get(file);
    if (!body) throw new Error(`${file} was not fetched before it was sent`);
    return body;
  };
  return {
    /** Every prepared target and its answer, whose bodies are read when `load` has fetched them. */
    entries: entriesOf(manifest, read),
    /** Fetches the bodies a target's answers send (at most its HTML and Markdown), once each. */
    async load(target: string) {
      const entry = described.get(target);
      // The identity bodies of its answers (the platform compresses on Workers).
      const needed = (entry ? variantsOf(entry) : [])
        .map((variant) => bodyFile(variant.etag, "identity"))
        .filter((file) => !bodies.has(file));
      await Promise.all(needed.map(async (file) => bodies.set(file, await assetBytes(assets, file))));
    },
  };
}
