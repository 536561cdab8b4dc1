import { targetPath } from "./incoming.js";

/** One structured log line: a request (written by the runtime edge), a start, a stop, an error. */
export interface RequestLogEntry {
  readonly level: "info" | "error";
  readonly msg: string;
  readonly method?: string;
  readonly path?: string;
  readonly status?: number;
  readonly durationMs?: number;
  readonly error?: string;
  /** The worker process a line of the primary's is about (its own pid is every line's `pid`). */
  readonly worker?: number | undefined;
  /** The request's `X-Request-Id` (the client's own when sane, else made by the service). */
  readonly requestId?: string | undefined;
  /** Set when the client went away before the whole answer was sent. */
  readonly aborted?: boolean;
}

/** Where log lines go; on Node, `src/node/logger.ts` writes them as JSON lines with pino. */
export type Logger = (entry: RequestLogEntry) => void;

/**
 * A request target's path as a log line records it: without its query, at most 512 characters.
 * @example loggedPath("/api/v1/search?q=steps") // "/api/v1/search"
 */
export function loggedPath(target: string): string {
  return targetPath(target).slice(0, 512);
}

/** The log line of an unexpected failure while answering `target`, with its stack when it has one. */
export function failureLine(msg: string, target: string, error: unknown): RequestLogEntry {
  const stack = String((error as Error | undefined)?.stack ?? error);
  return { level: "error", msg, path: loggedPath(target), error: stack };
}
