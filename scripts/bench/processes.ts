import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { closeSync, existsSync, openSync, readFileSync } from "node:fs";
import { cpus } from "node:os";
import { join } from "node:path";

/** A process started for the benchmark, with its output kept for errors. */
export interface Started {
  readonly child: ChildProcess;
  output(): string;
}

/** Starts a command and resolves once it prints `marker`. */
export function startUntil(
  command: string,
  args: string[],
  env: Record<string, string>,
  marker: string,
): Promise<Started> {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr!.on("data", (chunk) => {
    output += chunk;
  });
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes(marker)) {
        clearInterval(timer);
        resolve({ child, output: () => output });
      }
    }, 10);
    child.on("exit", (code) => {
      clearInterval(timer);
      reject(new Error(`${command} ${args.join(" ")} exited with ${code}:\n${output}`));
    });
  });
}

/**
 * Builds the site `bin/serve` in `dir` starts from, for the origin it will serve, as `npm start` does
 * (the build and the server see one BASE_URL). A site built for another origin is not used: the
 * service then renders every prepared answer at its start, which is not how it runs in production.
 * False when `dir`'s revision has no such build (before issue 32).
 */
export function buildSiteFor(baseUrl: string, dir = ".", env: Record<string, string> = {}): boolean {
  const script = join(dir, "dist/cli/build-site.js");
  if (!existsSync(script)) return false;
  execFileSync(process.execPath, [script], {
    cwd: dir,
    env: { ...process.env, ...env, BASE_URL: baseUrl },
    stdio: "ignore",
  });
  return true;
}

/** How many of the service's processes say in their start log that they answer from the built site. */
export function processesFromSite(output: string): number {
  return output.match(/answering \d+ prepared targets from dist-site/g)?.length ?? 0;
}

/** Whether the service's start log says it answers its prepared targets from the built site. */
export function startedFromSite(output: string): boolean {
  return processesFromSite(output) > 0;
}

/** Throws if the service's start log says it did not start from the site built for it. */
export function assertStartedFromSite(output: string): void {
  const refused = /not starting from dist-site\/: ([^;"]*)/.exec(output);
  if (refused) throw new Error(`the service did not start from the built site: ${refused[1]}`);
}

/** Stops a started process and waits for it. */
export async function stop(started: Started): Promise<void> {
  if (started.child.exitCode !== null) return;
  const exited = new Promise((resolve) => started.child.once("exit", resolve));
  started.child.kill("SIGTERM");
  await exited;
}

/** Resident memory of a process in MB (Linux /proc). */
export function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round((kb / 1024) * 10) / 10;
}

/** Makes sure wrk is installed (Debian's package), installing it when missing. */
export function ensureWrk(): void {
  try {
    execFileSync("sh", ["-c", "command -v wrk"], { stdio: "ignore" });
  } catch {
    console.log("wrk is missing; installing Debian's wrk package...");
    execFileSync(
      "bash",
      [
        "-c",
        "apt-get install -y -qq wrk >/dev/null 2>&1 || (apt-get update -qq && apt-get install -y -qq wrk >/dev/null)",
      ],
      {
        stdio: "inherit",
      },
    );
  }
}

/** A short description of this machine for the results. */
export function describeMachine(): string {
  const cpu = /model name\s*:\s*(.+)/.exec(readFileSync("/proc/cpuinfo", "utf8"))?.[1] ?? "unknown CPU";
  const cores = readFileSync("/proc/cpuinfo", "utf8").match(/^processor/gm)?.length ?? 0;
  const memory = Number(/MemTotal:\s+(\d+)/.exec(readFileSync("/proc/meminfo", "utf8"))?.[1] ?? 0);
  return `${cpu}, ${cores} cores, ${Math.round(memory / 1024 / 1024)} GiB, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`;
}

/**
 * Starts a command as production runs it, its output going to a file (a real deployment's log
 * pipe, not this process's memory), pinned to `cpu` when the machine has more than one core; resolves
 * once the file has `marker`.
 */
export async function startLogged(
  command: string,
  args: string[],
  env: Record<string, string>,
  logFile: string,
  marker: string,
  cpu?: number,
): Promise<Started> {
  const fd = openSync(logFile, "w");
  const pinned = cpu !== undefined && cpus().length > 1;
  const child = spawn(pinned ? "taskset" : command, pinned ? ["-c", String(cpu), command, ...args] : args, {
    env: { ...process.env, ...env },
    stdio: ["ignore", fd, fd],
  });
  closeSync(fd);
  // A benchmark that fails must not leave its servers holding their ports.
  process.on("exit", () => child.kill());
  const output = () => readFileSync(logFile, "utf8");
  for (let attempt = 0; attempt < 1500; attempt++) {
    if (child.exitCode !== null) throw new Error(`${command} exited with ${child.exitCode}:\n${output()}`);
    if (output().includes(marker)) return { child, output };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${command} did not print ${marker} in 30 s:\n${output()}`);
}

/** CPU seconds (user + system) a process has used so far (Linux /proc; 100 ticks a second). */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // Fields after the command name (which may hold spaces) start at the state, field 3.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The CPU the load generator is pinned to (the server gets CPU 0), or undefined on one core. */
export const loadCpu = cpus().length > 1 ? 1 : undefined;
