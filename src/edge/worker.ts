import { composeService, type Service } from "../compose.js";
import { readConfig } from "../config/config.js";
import { loadGraph, memorySource } from "../content/content-source.js";
import { contentRules } from "../content-rules.js";
import { requestTarget } from "../http/request-limits.js";
import { type AssetsBinding, type EdgeArtifact, readEdgeArtifact } from "./edge-artifact.js";
import { readBuiltAssets, readSearchIndex, readWorkerInputs } from "./worker-inputs.js";

/** The Worker's bindings: its public origin (wrangler.toml `[vars]`) and the built site (`[assets]`). */
export interface WorkerEnv {
  readonly BASE_URL?: string;
  readonly ASSETS?: AssetsBinding;
}

/** The service of an isolate, and the built site it answers prepared targets from, if any. */
interface Composed {
  readonly service: Service;
  readonly artifact: EdgeArtifact | undefined;
}

let composed: { readonly baseUrl: string; readonly ready: Promise<Composed> } | undefined;

/** The isolate's service, composed once as on Node but without compression (the platform compresses). */
function serviceFor(env: WorkerEnv): Promise<Composed> {
  if (!env.BASE_URL) throw new Error("Set BASE_URL, the public origin (wrangler.toml [vars]).");
  const { baseUrl } = readConfig({ BASE_URL: env.BASE_URL });
  if (composed?.baseUrl === baseUrl) return composed.ready;
  const assets = env.ASSETS;
  if (!assets) throw new Error("Bind the built site as the Worker's static assets (wrangler.toml [assets]).");
  const ready = readWorkerInputs(assets).then(async (inputs) => {
    const [graph, searchIndex, assetFiles] = await Promise.all([
      loadGraph(memorySource(inputs.files), contentRules),
      readSearchIndex(assets),
      readBuiltAssets(assets),
    ]);
    const service = composeService(graph, {
      baseUrl,
      siteAssetFiles: async () => assetFiles,
      ...(searchIndex ? { searchIndex } : {}),
    });
    // Prepared targets come from the built site when it was built for this content and origin.
    const artifact = await readEdgeArtifact(assets, { contentVersion: graph.version, baseUrl });
    if (artifact) service.adoptPrepared(artifact.entries);
    return { service, artifact };
  });
  // A failed start (a missing file) is tried again on the next request.
  ready.catch(() => {
    if (composed?.ready === ready) composed = undefined;
  });
  composed = { baseUrl, ready };
  return ready;
}

/** The Cloudflare Workers module (a default export, as the platform asks) with every route of the service. */
export default {
  async fetch(request: Request, env: WorkerEnv): Promise<Response> {
    try {
      const { service, artifact } = await serviceFor(env);
      if (artifact && (request.method === "GET" || request.method === "HEAD"))
        await artifact.load(requestTarget(request.url));
      return await service.app.fetch(request);
    } catch (error) {
      // A misconfigured Worker (BASE_URL missing or not a URL): say so, never a stack trace.
      console.error(String((error as Error).message));
      return new Response("The service is misconfigured; its operator has been told.\n", {
        status: 500,
        headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
      });
    }
  },
};
