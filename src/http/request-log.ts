import type { MiddlewareHandler } from "hono";

/** One structured log line per request. */
export interface RequestLogEntry {
  readonly time: string;
  readonly level: "info" | "error";
  readonly msg: string;
  readonly method?: string;
  readonly path?: string;
  readonly status?: number;
  readonly durationMs?: number;
  readonly error?: string;
  /** Process id, where several workers log to one stream. */
  readonly pid?: number | undefined;
}

/** Where log lines go; the Node edge writes JSON lines to stdout. */
export type Logger = (entry: RequestLogEntry) => void;

/** Logs method, path, status and duration of every request as one line. */
export function requestLog(log: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    log({
      time: new Date().toISOString(),
      level: "info",
      msg: "request",
      method: c.req.method,
      path: c.req.path.slice(0, 512),
      status: c.res.status,
      durationMs: Math.round((performance.now() - started) * 1000) / 1000,
    });
  };
}
