import type { Server } from "node:http";
import type { Service } from "../compose.js";
import type { Config } from "../config/config.js";
import type { ContentSource } from "../content/parse-source.js";
import type { ContentGraph } from "../content/types.js";
import { lookupPrepared } from "../http/prepared-answers.js";
import type { Logger } from "../http/request-log.js";
import { changedKeys } from "../routes/changed-keys.js";
import { composeNodeService } from "./compose-node.js";
import { nodeEncoders } from "./encoders.js";
import { eventLoopHealth } from "./event-loop-health.js";
import { shutdownGracefully } from "./graceful-shutdown.js";
import { keepTickShape } from "./keep-tick-shape.js";
import { computedWork, listen } from "./listen.js";
import { loadContent } from "./load-content.js";
import type { NodeService } from "./node-listener.js";
import { readArtifactGraph, readBuiltAssets, readSearchIndexFiles } from "./read-site-artifact.js";
import { artifactDir, freshArtifact } from "./start-from-artifact.js";
import { onStopSignal } from "./stop-signal.js";
import { watchContent } from "./watch-content.js";
import { createWorkGate, gateAdmission, type WorkGate } from "./work-gate.js";

/** Exits with the content's problems: the service does not start on content it cannot serve. */
export function cannotStart(error: unknown): never {
  console.error(`Stepzy Web cannot start: ${(error as Error).message}`);
  process.exit(1);
}

/** Serves the content, at once from a fresh artifact or else once loaded, and stops on SIGTERM/SIGINT. */
export async function serveContent(config: Config, log: Logger, started: number): Promise<void> {
  // Before anything else: every answer schedules several ticks, and their shape must stay one.
  void keepTickShape();
  const fresh = await freshArtifact(config);
  const artifact = "artifact" in fresh ? fresh.artifact : undefined;
  const logRequests = config.logLevel === "info";
  const gate = createWorkGate(computedWork);
  // The artifact's graph is read before listening: read after, its 0.3 s at x100 content held up the first
  // answers. Else built from the files read to check the artifact, or read again if its graph is unreadable.
  const start: Start = {
    config,
    log,
    gate,
    artifact,
    graph: artifact && readArtifactGraph(artifactDir, artifact.contentVersion),
    sources: fresh.sources,
    usage: () => ready!.usage() as unknown as Readonly<Record<string, unknown>>,
  };
  let ready: Service | undefined = artifact ? undefined : await composeAtStart(start).catch(cannotStart);
  // Until the content is loaded, prepared targets are answered from the artifact and the rest wait.
  let composing: Promise<Service> | undefined;
  const adapter: NodeService = {
    lookup: (request) => (ready ? ready.lookup(request) : lookupPrepared(artifact?.table, request)),
    route: (request) => (ready ? ready.route(request) : composing!.then((service) => service.route(request))),
  };
  const { server, listening } = listen(adapter, {
    port: config.port,
    hostname: config.host,
    baseUrl: config.baseUrl,
    log,
    logRequests,
    gate,
  });
  // The service is composed once the socket listens, so that the first requests are not queued
  // behind it (set before any request can arrive: requests come in later turns).
  if (artifact) {
    composing = listening.then(() => composeAtStart(start));
    // A socket that cannot listen is reported by `await listening` below, not a second time here.
    composing.catch(() => {});
  }
  const stopWatching = config.dev ? watchInDevelopment(config, () => ready!, log) : () => {};
  onStopSignal((signal) => stop(signal, server, stopWatching, log));
  const address = await listening;
  log(
    infoLine(
      `Stepzy Web listening on http://${address.address}:${address.port} (public ${config.baseUrl}) on Node.js ${process.versions.node} in ${Math.round(performance.now() - started)} ms`,
    ),
  );
  if (artifact)
    return adoptWhenComposed(composing!, artifact, start, started, (loaded) => {
      ready = loaded;
    });
  log(
    startLine(
      `not starting from dist-site/: ${"reason" in fresh ? fresh.reason : ""}; preparing answers`,
      started,
    ),
  );
  prepareAfterListening(ready!, config, log);
}

/** What a start composes the service from; the content files read to check the artifact are used once. */
interface Start {
  readonly config: Config;
  readonly log: Logger;
  /** One gate for all computed work: requests the listener queues and the calls inside an MCP request. */
  readonly gate: WorkGate;
  readonly artifact: Awaited<ReturnType<typeof freshArtifact>>["artifact"];
  /** The artifact's content graph, if it holds one that reads. */
  readonly graph: ContentGraph | undefined;
  sources: readonly ContentSource[] | undefined;
  /** The service's usage for /healthz details, read when asked (by then the service exists). */
  readonly usage: () => Readonly<Record<string, unknown>>;
}

/** Composes the service once the content loads, reading an artifact's search index (docs/search.md). */
async function composeAtStart(start: Start): Promise<Service> {
  const { config, artifact, graph } = start;
  const read = start.sources;
  start.sources = undefined;
  const loaded = graph ?? (await loadContent(config.contentDir, read));
  // Content read again must be the version checked: the prepared answers are of that version.
  if (artifact && loaded.version !== artifact.contentVersion)
    throw new Error(
      `the content folder changed while the service started (version ${loaded.version}, not ${artifact.contentVersion}): build and start again`,
    );
  // Answers waiting since the graph was read or loaded go out before composing (0.3 s at x100).
  await new Promise((resolve) => setImmediate(resolve));
  // Read at compose time only; the content is indexed if the files don't fit.
  const searchIndex = artifact ? readSearchIndexFiles(artifactDir) : undefined;
  return composeNodeService(loaded, {
    // The built site's static files: a start bundles and renders nothing the build made.
    builtAssets: artifact && readBuiltAssets(artifactDir),
    admission: gateAdmission(start.gate),
    baseUrl: config.baseUrl,
    encoders: nodeEncoders,
    log: start.log,
    prepareBudgetBytes: config.prepareBudgetBytes,
    ...(searchIndex ? { searchIndex } : {}),
    ...(config.healthDetails ? { health: eventLoopHealth(start.usage) } : {}),
  });
}

/** Once the content is composed beside the artifact, the service takes the artifact's prepared answers and answers
 * every request (`ready`). */
function adoptWhenComposed(
  composing: Promise<Service>,
  artifact: NonNullable<Start["artifact"]>,
  start: Start,
  started: number,
  ready: (service: Service) => void,
): void {
  composing.then((loaded) => {
    loaded.adoptPrepared(artifact.entries);
    ready(loaded);
    start.log(
      startLine(loadedLine(loaded, artifact.entries.targets.length, start.graph !== undefined), started),
    );
  }, cannotStart);
}

/** What the start log says once the content is loaded beside the artifact. */
function loadedLine(loaded: Service, targets: number, graphRead: boolean): string {
  const index = loaded.store.current().services.search.indexedFrom === "files" ? "read from it" : "indexed";
  const content = graphRead ? "content loaded (its graph read from it)" : "content loaded";
  return `answering ${targets} prepared targets from dist-site/; ${content}, search index ${index}`;
}

/** In development (`npm run dev`): reloads the content when a file changes, keeping the last good one. */
function watchInDevelopment(config: Config, service: () => Service, log: Logger): () => void {
  return watchContent(config.contentDir, {
    onReload: async (next) => {
      const before = service().store.current().graph;
      await service().reload(next);
      // What a cache in front would purge (`npm run purge` computes the same for a deploy).
      log(
        infoLine(
          `content reloaded: version ${next.version}; changed surrogate keys: ${changedKeys(before, next).join(" ") || "none"}`,
        ),
      );
    },
    onError: (message) =>
      log({ level: "error", msg: "content reload failed; keeping the last good content", error: message }),
  });
}

/** On SIGTERM or SIGINT: stops watching, finishes the requests in flight, then exits. */
function stop(signal: string, server: Server, stopWatching: () => void, log: Logger): void {
  log(infoLine(`${signal}: finishing in-flight requests`));
  stopWatching();
  shutdownGracefully(server).then(() => {
    log(infoLine("stopped"));
    process.exit(0);
  });
}

/** Prepares every answer after listening; an earlier request renders its own through the same memo, once. */
function prepareAfterListening(service: Service, config: Config, log: Logger): void {
  const preparing = performance.now();
  service.prepare().then(
    (counts) =>
      log(
        infoLine(
          `prepared ${counts.api} API answers and ${counts.site} pages and files in ${Math.round(performance.now() - preparing)} ms${counts.deferred ? `; ${counts.deferred} more are made on their first request (PREPARE_BUDGET_MB=${Math.round(config.prepareBudgetBytes / 1024 / 1024)})` : ""}`,
        ),
      ),
    (error) => log({ level: "error", msg: "preparing answers failed", error: String(error) }),
  );
}

/** An information log line of this process. */
function infoLine(msg: string) {
  return { level: "info" as const, msg };
}

/** A start-up log line, with the milliseconds since the process began. */
function startLine(msg: string, started: number) {
  return infoLine(`${msg} (${Math.round(performance.now() - started)} ms)`);
}
