/**
 * 20,000 connections that never send a byte, held against one production server process on
 * loopback (issue 19), then new clients: they must still be served. Two holder processes open
 * 10,000 connections each (one process may not hold 20,000 descriptors); the run stops by itself.
 * `npm run attack:connections`; the result goes to BENCHMARKS.md ("Idle connections").
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, openSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { writeSection } from "./bench/benchmarks-md.js";
import { describeMachine, residentMb } from "./bench/processes.js";

const port = 3919;
const perHolder = 10_000;
const work = mkdtempSync(join(tmpdir(), "stepzy-connections-"));
const logFile = join(work, "server.log");
const log = openSync(logFile, "w");
const server = spawn("bin/serve", [], {
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "info" },
  stdio: ["ignore", log, log],
});
for (let waited = 0; !readFileSync(logFile, "utf8").includes("prepared "); waited += 50) {
  if (waited > 60_000 || server.exitCode !== null) throw new Error(readFileSync(logFile, "utf8"));
  await new Promise((resolve) => setTimeout(resolve, 50));
}

// A holder opens its connections one batch at a time, reports how many it holds and how many the
// server has closed, and exits when told to.
const holderSource = `
const net = require("node:net");
let open = 0, closed = 0, failed = 0;
const report = () => process.send({ open, closed, failed });
(async () => {
  for (let batch = 0; batch < ${perHolder} / 500; batch++) {
    await Promise.all(Array.from({ length: 500 }, () => new Promise((resolve) => {
      const socket = net.connect(${port}, "127.0.0.1");
      socket.on("connect", () => { open++; resolve(); });
      socket.on("error", () => { failed++; resolve(); });
      socket.on("close", () => { closed++; });
    })));
  }
  report();
})();
process.on("message", () => { report(); process.exit(0); });
`;
const holders: ChildProcess[] = [0, 1].map(() =>
  spawn(process.execPath, ["-e", holderSource], { stdio: ["ignore", "inherit", "inherit", "ipc"] }),
);
type Counts = { open: number; closed: number; failed: number };
const first = await Promise.all(
  holders.map((holder) => once(holder, "message").then(([counts]) => counts as Counts)),
);

// New clients while the idle connections are held.
const answers: { status: number; ms: number }[] = [];
for (let index = 0; index < 50; index++) {
  const started = performance.now();
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/app`, {
      signal: AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer();
    answers.push({ status: response.status, ms: performance.now() - started });
  } catch {
    answers.push({ status: 0, ms: performance.now() - started });
  }
}
const rss = residentMb(server.pid!);
const last = await Promise.all(
  holders.map((holder) => {
    const reply = once(holder, "message").then(([counts]) => counts as Counts);
    holder.send("stop");
    return reply;
  }),
);
server.kill("SIGTERM");
await once(server, "exit");

const opened = first.reduce((sum, counts) => sum + counts.open, 0);
const failed = first.reduce((sum, counts) => sum + counts.failed, 0);
const closedByServer = last.reduce((sum, counts) => sum + counts.closed, 0);
const served = answers.filter((answer) => answer.status === 200).length;
const slowest = Math.max(...answers.map((answer) => answer.ms));
const markdown = [
  "## Idle connections (issue 19)",
  "",
  `\`npm run attack:connections\` on ${describeMachine()}; open-file limit ${readFileSync("/proc/self/limits", "utf8").match(/Max open files\s+(\d+)/)?.[1]}.`,
  "",
  `${opened.toLocaleString("en")} connections opened and held without sending a byte (${failed} failed to connect); the server closed ${closedByServer.toLocaleString("en")} of them (the oldest idle ones, past its 10,000-connection limit, and silent ones after 10 s). Then 50 new clients, one after another: ${served} of 50 answered 200, the slowest in ${Math.round(slowest)} ms. Server resident memory while holding them: ${rss} MB.`,
].join("\n");
writeSection("connections", markdown);
console.log(markdown);
if (served !== 50) process.exitCode = 1;
