import cluster from "node:cluster";
import { readConfig } from "../config/config.js";
import { runPrimary } from "./cluster-primary.js";
import { createProcessLog } from "./logger.js";
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

// `silent` drops the per-request lines only; start, stop and errors are always written. Buffered
// lines are written out on every exit, a graceful stop's included.
const processLog = createProcessLog({ requests: config.logLevel === "info" });
process.on("exit", () => processLog.flush());
const { log } = processLog;

if (config.workers > 1 && cluster.isPrimary) await runPrimary(config, log);
else await serveContent(config, log, started);
