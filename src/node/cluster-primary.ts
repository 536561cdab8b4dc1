import cluster, { type Worker } from "node:cluster";
import type { Config } from "../config/config.js";
import type { Logger } from "../http/request-log.js";
import { loadContent } from "./load-content.js";
import { cannotStart } from "./serve.js";
import { freshArtifact } from "./start-from-artifact.js";
import { onStopSignal } from "./stop-signal.js";

/** The `node:cluster` primary: checks the content once, then forks, replaces and stops the workers. */
export async function runPrimary(config: Config, log: Logger): Promise<void> {
  // A built site for this content was checked when it was built; else the content is, here, once.
  const checked = async () => {
    const fresh = await freshArtifact(config);
    if (!("artifact" in fresh)) await loadContent(config.contentDir, fresh.sources);
  };
  await checked().catch(cannotStart);
  // With Node's round robin a connection passed to a worker as it is killed hangs forever; the kernel
  // hands connections only to live workers.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  let stopping = false;
  const recentDeaths: number[] = [];
  for (let index = 0; index < config.workers; index++) cluster.fork();

  cluster.on("exit", (worker: Worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    const now = Date.now();
    recentDeaths.push(now);
    while (recentDeaths.length && now - recentDeaths[0]! > 10_000) recentDeaths.shift();
    log({
      level: "error",
      msg: "worker died; starting a replacement",
      worker: worker.process.pid,
      error: `code ${code}, signal ${signal}`,
    });
    // A worker that cannot stay up (a bug at start) must not become a fork loop.
    if (recentDeaths.length > config.workers * 5) {
      log({ level: "error", msg: "workers keep dying; giving up" });
      process.exit(1);
    }
    cluster.fork();
  });

  onStopSignal((signal) => {
    stopping = true;
    log({ level: "info", msg: `${signal}: stopping ${config.workers} workers` });
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  });
}
