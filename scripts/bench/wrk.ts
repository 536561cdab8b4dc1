import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { loadCpu } from "./processes.js";

const run = promisify(execFile);

/** One load measurement. */
export interface LoadResult {
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  /** Non-2xx/3xx answers and socket errors. */
  readonly errors: number;
  /** Requests completed. */
  readonly requests: number;
  /** Non-2xx/3xx answers. */
  readonly non2xx: number;
  /** Connect, read, write and timeout errors. */
  readonly socketErrors: number;
}

/** A wrk Lua script to make the requests, and the environment it reads. */
export interface WrkScript {
  readonly script: string;
  readonly env?: Readonly<Record<string, string>>;
}

function toMs(value: string): number {
  const match = /^([\d.]+)(us|ms|s)$/.exec(value.trim());
  if (!match) return Number.NaN;
  const number = Number(match[1]);
  return match[2] === "us" ? number / 1000 : match[2] === "s" ? number * 1000 : number;
}

/**
 * Loads one URL with wrk (one thread, pinned to the core the server does not have) and parses its
 * report.
 */
export async function loadWithWrk(
  url: string,
  seconds: number,
  connections: number,
  headers: Record<string, string> = {},
  script?: WrkScript,
): Promise<LoadResult> {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ["-H", `${name}: ${value}`]);
  const pin = loadCpu === undefined ? [] : ["taskset", "-c", String(loadCpu)];
  const { stdout } = await run(
    pin[0] ?? "wrk",
    [
      ...pin.slice(1),
      ...(pin.length ? ["wrk"] : []),
      "-t1",
      `-c${connections}`,
      `-d${seconds}s`,
      "--latency",
      ...headerArgs,
      ...(script ? ["-s", script.script] : []),
      url,
    ],
    { maxBuffer: 1 << 20, env: { ...process.env, ...script?.env } },
  );
  const requestsPerSecond = Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? Number.NaN);
  const p50Ms = toMs(/\s50%\s+(\S+)/.exec(stdout)?.[1] ?? "");
  const p99Ms = toMs(/\s99%\s+(\S+)/.exec(stdout)?.[1] ?? "");
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(stdout)?.[1] ?? 0);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
  const socketErrorCount = socketErrors
    ? socketErrors.slice(1).reduce((sum, value) => sum + Number(value), 0)
    : 0;
  const requests = Number(/(\d+) requests in/.exec(stdout)?.[1] ?? 0);
  return {
    requestsPerSecond,
    p50Ms,
    p99Ms,
    errors: non2xx + socketErrorCount,
    requests,
    non2xx,
    socketErrors: socketErrorCount,
  };
}
