import { fstatSync, openSync, statSync, writeSync } from "node:fs";
import pino from "pino";
import type { RequestLogEntry } from "../http/request-log.js";

/** The process's log: one JSON line per entry, and a way to write out what is buffered. */
export type ProcessLog = ReturnType<typeof createProcessLog>;

/** What the log writes to and keeps. */
export interface ProcessLogOptions {
  /** A file descriptor (1, stdout, by default) or a file path. */
  readonly destination?: number | string;
  /** Whether to write the per-request lines (`LOG_LEVEL=info`); other lines are always written. */
  readonly requests: boolean;
  /** Bytes gathered before a write (under 16 KB, sonic-boom's largest write); request lines wait at most `flushMs` for company. */
  readonly bufferBytes?: number;
  readonly flushMs?: number;
}

/**
 * Whether a log destination is a regular file (or a path that is none yet): a write there copies
 * into the page cache and waits for no reader. A pipe or socket (journald, a container's log
 * driver, a collector) can be full while its reader lags.
 * @example writesToFile(1) // true when stdout is redirected to a file
 */
export function writesToFile(destination: number | string): boolean {
  try {
    return (typeof destination === "number" ? fstatSync(destination) : statSync(destination)).isFile();
  } catch {
    // A path not created yet becomes a file; an unreadable descriptor gets the careful mode.
    return typeof destination === "string";
  }
}

/**
 * The log of the Node service, written with pino's destination (sonic-boom): request lines are
 * gathered into writes of 16 KB or every 250 ms (to a file, written by this log itself, see
 * `writePending`); every other line (start, stop, errors) is written at once. To a regular file
 * the writes are synchronous: 16 KB into the page cache takes
 * microseconds, while handing each write to libuv's thread pool cost a prepared answer about 7 %
 * of its throughput (`npm run bench:duel`, second round of 2026-11-25 in BENCHMARKS.md's history). To a pipe
 * or socket they are asynchronous, so that a reader that lags never blocks an answer. Lines keep
 * the service's format: `time` (ISO), `level` ("info" or "error"), `pid`, then the entry's fields.
 */
export function createProcessLog(options: ProcessLogOptions) {
  const given = options.destination ?? 1;
  const batchChars = options.bufferBytes ?? 16_000;
  const toFile = writesToFile(given);
  // A file is opened here, so that request batches and sonic-boom share its descriptor.
  const fileDescriptor = toFile ? (typeof given === "number" ? given : openSync(given, "a")) : undefined;
  const destination = pino.destination({
    dest: fileDescriptor ?? given,
    sync: toFile,
    minLength: batchChars,
  });
  const logger = lineLogger(destination);
  const batch: RequestBatch = {
    destination,
    fileDescriptor,
    // To a file, a batch goes straight to `write(2)`, encoded into one kept buffer: sonic-boom
    // measured each batch in bytes twice and copied it into its own string first (85 us a 16 KB
    // batch against 11-39 us; 5-9 % of a prepared answer's CPU, 3 % of a BMI answer's, in duels).
    // Every other line is flushed as it is written, so sonic-boom holds nothing a batch could
    // overtake. A pipe or socket keeps sonic-boom, which waits for a reader that lags.
    encoded: fileDescriptor === undefined ? undefined : Buffer.allocUnsafe((batchChars + 8192) * 3),
    batchChars,
    entries: [],
    loggedAt: [],
    waitingChars: 0,
  };
  const timer = setInterval(() => {
    writePending(batch);
    destination.flush();
  }, options.flushMs ?? 250);
  timer.unref();
  return {
    log(entry: RequestLogEntry) {
      // The request line first, before anything allocates: it is the one written per request.
      if (entry.msg === "request") {
        if (options.requests) requestLine(batch, entry);
        return;
      }
      const { level, msg, ...fields } = entry;
      writePending(batch);
      logger[level](fields, msg);
      destination.flush();
    },
    /** Writes every buffered line now, synchronously (before the process exits). */
    flush() {
      writePending(batch);
      try {
        destination.flushSync();
      } catch {
        // A file destination still opening: sonic-boom writes its buffer once it is open.
      }
    },
  };
}

/** pino writing the service's line format (`time`, `level`, `pid`, then the fields) to `destination`. */
function lineLogger(destination: ReturnType<typeof pino.destination>) {
  return pino(
    {
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
}

/** The request lines not yet written, and where they go. */
interface RequestBatch {
  readonly destination: ReturnType<typeof pino.destination>;
  readonly fileDescriptor: number | undefined;
  readonly encoded: Buffer | undefined;
  readonly batchChars: number;
  /** The requests not yet written, and when each was logged (`Date.now()`). */
  readonly entries: RequestLogEntry[];
  readonly loggedAt: number[];
  /** About how many characters their lines will take. */
  waitingChars: number;
}

const pid = process.pid;

/** A line's length without its path and request id (a five-digit pid, a duration to the microsecond). */
const lineChars = 152;

/**
 * Keeps a request for the next batch, and writes the batch once full. Its line is made at the
 * write, with the batch's other lines, in one loop: made one by one as each request was answered,
 * the same lines took 14-18 % of a prepared answer's CPU instead of 10-17 % (`npm run bench:duel`,
 * request log on against off, 2026-11-27).
 */
function requestLine(batch: RequestBatch, entry: RequestLogEntry): void {
  batch.entries.push(entry);
  batch.loggedAt.push(Date.now());
  batch.waitingChars += lineChars + (entry.path?.length ?? 0) + (entry.requestId?.length ?? 0);
  if (batch.waitingChars >= batch.batchChars) writePending(batch);
}

/**
 * The batch's request lines in pino's format, each one `JSON.stringify` (pino's own path costs more
 * than the rest of a prepared answer; a hand-written template was no faster); one ISO time a millisecond.
 */
function batchLines(batch: RequestBatch): string {
  let lines = "";
  let stampedAt = -1;
  let stamp = "";
  for (let index = 0; index < batch.entries.length; index++) {
    const entry = batch.entries[index]!;
    const loggedAt = batch.loggedAt[index]!;
    if (loggedAt !== stampedAt) {
      stampedAt = loggedAt;
      stamp = new Date(loggedAt).toISOString();
    }
    lines += `${JSON.stringify({
      level: "info",
      time: stamp,
      pid,
      method: entry.method ?? "",
      path: entry.path ?? "",
      status: entry.status ?? null,
      durationMs: entry.durationMs ?? null,
      requestId: entry.requestId,
      aborted: entry.aborted || undefined,
      msg: "request",
    })}\n`;
  }
  batch.entries.length = 0;
  batch.loggedAt.length = 0;
  batch.waitingChars = 0;
  return lines;
}

/** Writes the pending request lines: to a file with one `write(2)`, otherwise through sonic-boom. */
function writePending(batch: RequestBatch): void {
  if (batch.entries.length === 0) return;
  const lines = batchLines(batch);
  const { fileDescriptor, encoded, destination } = batch;
  // Three bytes of UTF-8 at most for each UTF-16 unit, so a batch that fits is never cut.
  if (fileDescriptor === undefined || !encoded || lines.length * 3 > encoded.length) {
    destination.write(lines);
    return;
  }
  const bytes = encoded.write(lines);
  let written = 0;
  try {
    while (written < bytes) written += writeSync(fileDescriptor, encoded, written, bytes - written);
  } catch {
    // A full disk or a closed file: sonic-boom reports it as it does for any other line.
    destination.write(encoded.toString("utf8", written, bytes));
  }
}
