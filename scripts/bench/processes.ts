import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { readFileSync } from "node:fs";

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
