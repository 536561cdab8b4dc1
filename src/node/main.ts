import cluster from "node:cluster";
import { readConfig } from "../config/config.js";
import { runPrimary } from "./cluster-primary.js";
import { createProcessLog } from "./logger.js";
import { serveContent } from "./serve.js";

// The Node service, loaded by src/node/server.ts once the Node.js version is known to be right.
const started = performance.now();
const config = (() => {
  try {
    return readConfig(process.env, process.argv.slice(2));
  } catch (error) {
    console.error(String((error as Error).message));
    process.exit(1);
  }
})();

// `silent` drops only per-request lines; buffered lines are written out on every exit, graceful or not.
const processLog = createProcessLog({ requests: config.logLevel === "info" });
process.on("exit", () => processLog.flush());
const { log } = processLog;

if (config.workers > 1 && cluster.isPrimary) await runPrimary(config, log);
else await serveContent(config, log, started);
