import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** Varnish started on loopback with the shipped VCL, in front of the given replicas. */
export interface StartedVarnish {
  readonly child: ChildProcess;
  /** The public listener (plain HTTP here, where the deployment's terminator speaks PROXY). */
  readonly url: string;
  /** The admin listener, where purges are accepted. */
  readonly adminUrl: string;
  /** The listener that speaks PROXY, as the deployment's TLS terminator does (when `proxyPort` is given). */
  readonly proxyPort?: number;
  /** `varnishadm` against this instance (`backend.list`). */
  admin(...command: string[]): string;
  /** One counter of `varnishstat` (`MAIN.n_object`, `SMA.main.g_bytes`). */
  counter(name: string): number;
  /**
   * Resolves once a replica answers through Varnish again: after work that held the replicas' event
   * loop past the health probe's timeout (both in-process replicas reloading at once on a busy
   * machine), Varnish counts them sick until two of three probes succeed.
   */
  whenServing(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts varnishd in the foreground with `deploy/varnish/stepzy.vcl`, its two backends pointed at
 * `replicaPorts` and its public origin at `baseUrl`, in `work` (its state and the VCL), and
 * resolves once it answers through a healthy replica.
 */
export async function startVarnish(options: {
  readonly work: string;
  readonly port: number;
  readonly adminPort: number;
  readonly proxyPort?: number;
  readonly replicaPorts: readonly [number, number];
  readonly baseUrl?: string;
}): Promise<StartedVarnish> {
  const vcl = readFileSync("deploy/varnish/stepzy.vcl", "utf8")
    .replace('.port = "3000"', `.port = "${options.replicaPorts[0]}"`)
    .replace('.port = "3001"', `.port = "${options.replicaPorts[1]}"`)
    .replaceAll("https://stepzy.app", options.baseUrl ?? "https://stepzy.app");
  const vclPath = join(options.work, "stepzy.vcl");
  writeFileSync(vclPath, vcl);
  const state = join(options.work, "state");
  const child = spawn(
    "varnishd",
    [
      "-F",
      "-j",
      "none",
      "-n",
      state,
      "-a",
      `public=127.0.0.1:${options.port}`,
      "-a",
      `admin=127.0.0.1:${options.adminPort}`,
      ...(options.proxyPort ? ["-a", `tls=127.0.0.1:${options.proxyPort},PROXY`] : []),
      "-f",
      vclPath,
      "-s",
      documentedStorage(),
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  process.on("exit", () => child.kill());
  const url = `http://127.0.0.1:${options.port}`;
  // `/healthz` is no-store, so Varnish passes it to a replica it counts healthy and keeps nothing.
  const whenServing = async () => {
    for (let attempt = 0; attempt < 300; attempt++) {
      const serving = await fetch(`${url}/healthz`).then(
        async (response) => {
          await response.arrayBuffer();
          return response.status === 200;
        },
        () => false,
      );
      if (serving) return;
      if (child.exitCode !== null) throw new Error(`varnishd exited:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no replica answered through Varnish in 30 s:\n${output}`);
  };
  await whenServing();
  return {
    child,
    url,
    adminUrl: `http://127.0.0.1:${options.adminPort}`,
    proxyPort: options.proxyPort,
    admin: (...command) => execFileSync("varnishadm", ["-n", state, ...command], { encoding: "utf8" }),
    counter: (name) => {
      const stats = JSON.parse(
        execFileSync("varnishstat", ["-n", state, "-1", "-j", "-f", name], { encoding: "utf8" }),
      );
      const counters = (stats.counters ?? stats) as Record<string, { value: number }>;
      return counters[name]?.value ?? Number.NaN;
    },
    whenServing,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      await once(child, "exit");
    },
  };
}

/** The main storage of the documented command line (`-s main=malloc,256m` in the Varnish unit). */
function documentedStorage(): string {
  const unit = readFileSync("deploy/varnish/stepzy-varnish.service", "utf8");
  const storage = /-s (main=\S+)/.exec(unit)?.[1];
  if (!storage)
    throw new Error("deploy/varnish/stepzy-varnish.service declares no main storage (-s main=...)");
  return storage;
}
