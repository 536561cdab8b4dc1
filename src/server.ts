import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import { composeService } from "./compose.js";
import { readConfig } from "./config/config.js";
import { loadContent } from "./content/load-content.js";
import { watchContent } from "./content/watch-content.js";
import { shutdownGracefully } from "./http/graceful-shutdown.js";
import { nodeEncoders } from "./http/node-encoders.js";
import type { RequestLogEntry } from "./http/request-log.js";

// The Node edge: configuration, content from disk, the socket, signals. Everything else is in
// the Web-standard app (src/http/create-app.ts).
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
  if (config.logLevel !== "silent" || entry.level === "error")
    process.stdout.write(`${JSON.stringify(entry)}\n`);
};

let graph: Awaited<ReturnType<typeof loadContent>>;
try {
  graph = await loadContent(config.contentDir);
} catch (error) {
  console.error(`Stepzy Web cannot start: ${(error as Error).message}`);
  process.exit(1);
}

const service = composeService(graph, { baseUrl: config.baseUrl, encoders: nodeEncoders, log });
const server = serve(
  {
    fetch: service.app.fetch,
    port: config.port,
    hostname: config.host,
    serverOptions: { maxHeaderSize: 65536 },
  },
  (info) => {
    log({
      time: new Date().toISOString(),
      level: "info",
      msg: `Stepzy Web listening on http://${info.address}:${info.port} (public ${config.baseUrl}) in ${Math.round(performance.now() - started)} ms`,
    });
  },
);

const stopWatching = config.dev
  ? watchContent(config.contentDir, {
      onReload: (next) => {
        service.reload(next);
        log({ time: new Date().toISOString(), level: "info", msg: "content reloaded" });
      },
      onError: (message) =>
        log({
          time: new Date().toISOString(),
          level: "error",
          msg: "content reload failed; keeping the last good content",
          error: message,
        }),
    })
  : () => {};

let stopping = false;
function shutdown(signal: string): void {
  if (stopping) return;
  stopping = true;
  log({ time: new Date().toISOString(), level: "info", msg: `${signal}: finishing in-flight requests` });
  stopWatching();
  shutdownGracefully(server as Server).then(() => {
    log({ time: new Date().toISOString(), level: "info", msg: "stopped" });
    process.exit(0);
  });
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
