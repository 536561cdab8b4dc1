import { composeService, type Service } from "../compose.js";
import { readConfig } from "../config/config.js";
import { bakedSource, loadGraph } from "../content/content-source.js";
import { contentRules } from "../content-rules.js";
import { baked } from "./baked-content.js";
import { unbakeAssets } from "./unbake-assets.js";

/** The Worker's bindings: its public origin, as a Workers variable (wrangler.toml `[vars]`). */
export interface WorkerEnv {
  readonly BASE_URL?: string;
}

let composed: { readonly baseUrl: string; readonly service: Promise<Service> } | undefined;

/**
 * The service composed once per isolate from the content baked into the bundle: the same graph,
 * routes and answers as on Node, with no compression (the platform compresses) and nothing read
 * from files. Answers are made on first request and kept for the isolate's life.
 */
function serviceFor(env: WorkerEnv): Promise<Service> {
  if (!env.BASE_URL) throw new Error("Set BASE_URL, the public origin (wrangler.toml [vars]).");
  const { baseUrl } = readConfig({ BASE_URL: env.BASE_URL });
  if (composed?.baseUrl === baseUrl) return composed.service;
  if (!baked) throw new Error("This bundle was built without content: build it with npm run build:edge.");
  const assets = unbakeAssets(baked.assets);
  const service = loadGraph(bakedSource(baked.files), contentRules).then((graph) =>
    composeService(graph, { baseUrl, siteAssetFiles: async () => assets }),
  );
  composed = { baseUrl, service };
  return service;
}

/**
 * The Cloudflare Workers module (the platform asks for a default export): every route of the Node
 * service, from the same route tables.
 */
export default {
  async fetch(request: Request, env: WorkerEnv): Promise<Response> {
    try {
      return await (await serviceFor(env)).app.fetch(request);
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
