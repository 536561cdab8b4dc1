import { z } from "zod";

/** Validated, frozen runtime configuration of the service. */
export type Config = ReturnType<typeof readConfig>;

/** A whole number from `min` to `max`, with one message for every way a value misses. */
const wholeNumber = (min: number, max: number, error = `must be a whole number from ${min} to ${max}`) =>
  z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });

const envSchema = z.object({
  PORT: wholeNumber(1, 65535).default(3000),
  HOST: z.string().min(1, { error: "must not be empty" }).default("127.0.0.1"),
  BASE_URL: z
    .url({ protocol: /^https?$/, error: "must be an absolute http(s) URL such as https://stepzy.app" })
    .optional(),
  CONTENT_DIR: z.string().min(1, { error: "must not be empty" }).default("content"),
  WEB_CONCURRENCY: wholeNumber(1, 64).default(1),
  LOG_LEVEL: z.enum(["info", "silent"], { error: "must be info or silent" }).default("info"),
  HEALTH_DETAILS: z.enum(["0", "1"], { error: "must be 0 or 1" }).default("0"),
  PREPARE_BUDGET_MB: wholeNumber(0, 65536, "must be a whole number of megabytes from 0 to 65536").default(
    128,
  ),
  NODE_ENV: z.string().optional(),
});

/** Thrown when the environment does not describe a runnable service. */
export class ConfigError extends Error {
  override readonly name = "ConfigError";
}

/** Reads and validates the configuration from an environment; throws one ConfigError naming every bad one. */
export function readConfig(env: Record<string, string | undefined>, argv: readonly string[] = []) {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ""),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? "environment");
      return `  ${name}=${JSON.stringify(env[name] ?? "")}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const { PORT, HOST, BASE_URL, CONTENT_DIR, WEB_CONCURRENCY, LOG_LEVEL, HEALTH_DETAILS, PREPARE_BUDGET_MB } =
    parsed.data;
  const baseUrl = (BASE_URL ?? `http://localhost:${PORT}`).replace(/\/+$/, "");
  const workersFlag = argv.find((arg) => arg.startsWith("--workers="));
  const workers = workersFlag ? Number(workersFlag.slice("--workers=".length)) : WEB_CONCURRENCY;
  if (!Number.isInteger(workers) || workers < 1 || workers > 64) {
    throw new ConfigError(`Invalid configuration:\n  --workers: must be a whole number from 1 to 64`);
  }
  return Object.freeze({
    /** TCP port to listen on. */
    port: PORT,
    /** Interface to bind. */
    host: HOST,
    /** Public origin every absolute URL is built from, without a trailing slash. */
    baseUrl,
    /** Folder holding the content files. */
    contentDir: CONTENT_DIR,
    /** Development mode: reload content on file changes. */
    dev: argv.includes("--dev"),
    /** Worker processes for `node:cluster` (1 runs in-process). */
    workers,
    /** Request log level. */
    logLevel: LOG_LEVEL,
    /** Whether /healthz also shows process figures (pid, memory, event-loop delay, uptime). */
    healthDetails: HEALTH_DETAILS === "1",
    /** Bytes the answers prepared at start may keep; the rest are made on their first request. */
    prepareBudgetBytes: PREPARE_BUDGET_MB * 1024 * 1024,
  });
}
