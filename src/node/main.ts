import cluster from "node:cluster";
import { readConfig } from "../config/config.js";
import type { RequestLogEntry } from "../http/request-log.js";
import { runPrimary } from "./cluster-primary.js";
import { serveContent } from "./serve.js";

// The Node service, loaded by `src/node/server.ts` once the Node.js version is known to be right:
// configuration, then one server in this process or, with WEB_CONCURRENCY > 1, a node:cluster
// primary whose workers each run one.
const started = performance.now();
const config = (() => {
  try {
    return readConfig(process.env, process.argv.slice(2));
  } catch (error) {
    console.error(String((error as Error).message));
    process.exit(1);
  }
})();

const log = (entry: RequestLogEntry) => {
  // `silent` drops the per-request lines only; start, stop and errors are always written.
  if (config.logLevel !== "silent" || entry.msg !== "request")
    process.stdout.write(`${JSON.stringify(entry)}\n`);
};

if (config.workers > 1 && cluster.isPrimary) await runPrimary(config, log);
else await serveContent(config, log, started);
