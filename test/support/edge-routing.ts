import { readFileSync } from "node:fs";

/**
 * wrangler.toml's `[assets] run_worker_first`, as deployed (docs/artifact.md).
 * @example deployedRunWorkerFirst() // ["/*", "!/assets/*"]
 */
export function deployedRunWorkerFirst(): string[] {
  const line = /^run_worker_first = (.*)$/m.exec(readFileSync("wrangler.toml", "utf8"))?.[1];
  if (!line) throw new Error("wrangler.toml has no run_worker_first line");
  return JSON.parse(line) as string[];
}

/**
 * Miniflare's router settings for wrangler.toml's routing, as wrangler translates them: the Worker
 * first for the positive patterns, the platform's files for the negated ones and, when no pattern
 * matches, the files first and the Worker for a path with none.
 */
export function deployedRouterConfig() {
  const patterns = deployedRunWorkerFirst();
  return {
    has_user_worker: true,
    invoke_user_worker_ahead_of_assets: false,
    static_routing: {
      user_worker: patterns.filter((pattern) => !pattern.startsWith("!")),
      asset_worker: patterns.filter((pattern) => pattern.startsWith("!")).map((pattern) => pattern.slice(1)),
    },
  };
}
