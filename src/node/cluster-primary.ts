import cluster, { type Worker } from "node:cluster";
import type { Config } from "../config/config.js";
import type { Logger } from "../http/request-log.js";
import { loadContent } from "./load-content.js";
import { builtSiteMatches } from "./start-from-artifact.js";
import { onStopSignal } from "./stop-signal.js";

/**
 * The `node:cluster` primary for WEB_CONCURRENCY > 1: checks the content once (unless the built
 * site the workers will serve is of this content, checked when it was built), forks the workers
 * (which share the listening socket), replaces a worker that dies, and on SIGTERM/SIGINT lets
 * every worker finish its in-flight requests before exiting 0.
 */
export async function runPrimary(config: Config, log: Logger): Promise<void> {
  try {
    // A built site for this content was checked when it was built; else the content is, here, once.
    if (!(await builtSiteMatches(config))) await loadContent(config.contentDir);
  } catch (error) {
    console.error(`Stepzy Web cannot start: ${(error as Error).message}`);
    process.exit(1);
  }
  // The kernel hands connections to the workers (each accepts on the shared socket). With Node's
  // default round robin the primary accepts and passes each connection on, and a connection passed
  // to a worker in the instant it is killed hangs forever; with the kernel, it never reaches a
  // dead process.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  let stopping = false;
  const recentDeaths: number[] = [];
  const fork = () => cluster.fork();
  for (let index = 0; index < config.workers; index++) fork();

  cluster.on("exit", (worker: Worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    const now = Date.now();
    recentDeaths.push(now);
    while (recentDeaths.length && now - recentDeaths[0]! > 10_000) recentDeaths.shift();
    log({
      time: new Date().toISOString(),
      level: "error",
      msg: "worker died; starting a replacement",
      pid: worker.process.pid,
      error: `code ${code}, signal ${signal}`,
    });
    // A worker that cannot stay up (a bug at start) must not become a fork loop.
    if (recentDeaths.length > config.workers * 5) {
      log({ time: new Date().toISOString(), level: "error", msg: "workers keep dying; giving up" });
      process.exit(1);
    }
    fork();
  });

  onStopSignal((signal) => {
    stopping = true;
    log({
      time: new Date().toISOString(),
      level: "info",
      msg: `${signal}: stopping ${config.workers} workers`,
    });
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  });
}
