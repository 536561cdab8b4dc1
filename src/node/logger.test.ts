import { execFileSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createProcessLog, type ProcessLog, writesToFile } from "./logger.js";

/** A log writing to a fresh file, with a flush interval too long to write by itself. */
function fileLog(requests: boolean, bufferBytes = 16_000) {
  const file = join(mkdtempSync(join(tmpdir(), "stepzy-log-")), "log.jsonl");
  const fd = openSync(file, "a");
  const processLog = createProcessLog({ destination: fd, requests, bufferBytes, flushMs: 600_000 });
  const lines = () =>
    readFileSync(file, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { processLog, lines, close: () => closeSync(fd) };
}

/** Logs `count` requests with the ids r0, r1... */
function logRequests(processLog: ProcessLog, count: number) {
  for (let index = 0; index < count; index++)
    processLog.log({
      level: "info",
      msg: "request",
      method: "GET",
      path: "/x",
      status: 200,
      requestId: `r${index}`,
    });
}

describe("createProcessLog", () => {
  it("keeps request lines in its buffer until flushed, and loses none (60 lines fit the 16 KB buffer)", () => {
    const { processLog, lines, close } = fileLog(true);
    logRequests(processLog, 60);
    expect(lines()).toEqual([]);
    processLog.flush();
    const written = lines();
    expect(written.map((line) => line.requestId)).toEqual(
      Array.from({ length: 60 }, (_, index) => `r${index}`),
    );
    expect(written[0]).toMatchObject({
      level: "info",
      msg: "request",
      method: "GET",
      path: "/x",
      status: 200,
      pid: process.pid,
    });
    expect(written[0]?.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    close();
  });

  it("writes any path as valid JSON", () => {
    const { processLog, lines, close } = fileLog(true);
    const path = '/a"b\\c\n\u2028\u0000é';
    processLog.log({ level: "info", msg: "request", method: "GET", path, status: 404, durationMs: 0.5 });
    processLog.flush();
    expect(lines()).toEqual([expect.objectContaining({ path, status: 404, durationMs: 0.5 })]);
    close();
  });

  it("writes other lines at once, and drops request lines when asked to", () => {
    const { processLog, lines, close } = fileLog(false);
    processLog.log({ level: "info", msg: "request", method: "GET", path: "/x", status: 200 });
    processLog.log({ level: "error", msg: "unhandled error", error: "boom" });
    processLog.flush();
    expect(lines()).toEqual([
      expect.objectContaining({ level: "error", msg: "unhandled error", error: "boom" }),
    ]);
    expect(lines()[0]?.time).toMatch(/^\d{4}-\d\d-\d\dT/);
    close();
  });

  it("writes full batches to a file before it returns, without waiting for the event loop", () => {
    const { processLog, lines, close } = fileLog(true, 1_000);
    logRequests(processLog, 60);
    // Lines of about 150 bytes make a batch every 7 lines. Written asynchronously, the second batch
    // would wait for the first write's callback, which needs the event loop this test holds.
    expect(lines().length).toBeGreaterThanOrEqual(50);
    expect(lines().length).toBeLessThan(60);
    processLog.flush();
    expect(lines()).toHaveLength(60);
    close();
  });
});

describe("createProcessLog's order and destinations", () => {
  it("keeps lines in the order they were logged, request batches and other lines alike", () => {
    const { processLog, lines, close } = fileLog(true, 1_000);
    logRequests(processLog, 10); // a batch written, three lines waiting
    processLog.log({ level: "error", msg: "unhandled error", error: "boom" });
    logRequests(processLog, 2);
    processLog.flush();
    expect(lines().map((line) => line.requestId ?? line.msg)).toEqual([
      ...Array.from({ length: 10 }, (_, index) => `r${index}`),
      "unhandled error",
      "r0",
      "r1",
    ]);
    close();
  });

  it("writes to a file it is given by path, creating it", () => {
    const file = join(mkdtempSync(join(tmpdir(), "stepzy-log-")), "by-path.jsonl");
    const processLog = createProcessLog({
      destination: file,
      requests: true,
      bufferBytes: 1_000,
      flushMs: 600_000,
    });
    logRequests(processLog, 20);
    processLog.flush();
    const written = readFileSync(file, "utf8").split("\n").filter(Boolean);
    expect(written.map((line) => (JSON.parse(line) as { requestId: string }).requestId)).toEqual(
      Array.from({ length: 20 }, (_, index) => `r${index}`),
    );
  });
});

describe("writesToFile", () => {
  it("tells a regular file (or a path to be created) from a pipe", () => {
    const dir = mkdtempSync(join(tmpdir(), "stepzy-log-"));
    const fd = openSync(join(dir, "log.jsonl"), "a");
    expect(writesToFile(fd)).toBe(true);
    expect(writesToFile(join(dir, "new.jsonl"))).toBe(true);
    closeSync(fd);
    const fifo = join(dir, "pipe");
    execFileSync("mkfifo", [fifo]);
    // Read and write, so that opening does not wait for a reader (Linux).
    const pipe = openSync(fifo, "r+");
    expect(writesToFile(pipe)).toBe(false);
    expect(writesToFile(fifo)).toBe(false);
    closeSync(pipe);
  });
});
