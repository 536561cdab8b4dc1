import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import {
  buildSiteFor,
  cpuSeconds,
  ensureWrk,
  type Started,
  startedFromSite,
  startLogged,
  stop,
} from "./bench/processes.js";
import { loadWithWrk } from "./bench/wrk.js";

// `npm run bench:duel -- --a LOG_LEVEL=info --b LOG_LEVEL=silent [--path /api/v1/app] [--script F]`: two
// configurations of the service (environment variables for `bin/serve`) side by side; with
// `--a-rev REV` and/or `--b-rev REV`, a side runs that git revision (built in a temporary
// worktree) instead of the working tree, to measure a change against the commit before it in the
// same run. Both servers are pinned to CPU 0 and loaded at the same time, each by its own wrk on
// CPU 1, so that whatever else this shared machine does slows both alike; alternating runs (`npm
// run bench`) let that noise fall on one side at a time. Both ratios are printed: throughput, and
// CPU per request read from /proc. Read the second first: the kernel shares the core between
// threads, so a server whose collector threads are busier also gets more of it, which flatters its
// throughput.
const { values } = parseArgs({
  options: {
    a: { type: "string", multiple: true, default: [] },
    b: { type: "string", multiple: true, default: [] },
    "a-rev": { type: "string" },
    "b-rev": { type: "string" },
    path: { type: "string", default: "/api/v1/app" },
    // A wrk Lua script that makes each request (scripts/bench/new-calculation.lua: every BMI new).
    script: { type: "string" },
    rounds: { type: "string", default: "3" },
    seconds: { type: "string", default: "5" },
    connections: { type: "string", default: "16" },
  },
});
const rounds = Number(values.rounds);
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const script = values.script === undefined ? undefined : { script: values.script };

function environment(assignments: string[]): Record<string, string> {
  return Object.fromEntries(
    assignments.map((assignment) => {
      const at = assignment.indexOf("=");
      if (at < 1) throw new Error(`--a and --b take NAME=value; received ${assignment}`);
      return [assignment.slice(0, at), assignment.slice(at + 1)];
    }),
  );
}

const worktrees: string[] = [];
const publicOrigin = "http://127.0.0.1:24021";

/** The directory to run a side from: the working tree, or a revision checked out and built apart. */
function checkout(revision: string | undefined): { dir: string; label: string } {
  if (revision === undefined) return { dir: ".", label: "working tree" };
  const dir = mkdtempSync(join(tmpdir(), "stepzy-duel-rev-"));
  worktrees.push(dir);
  execFileSync("git", ["worktree", "add", "--detach", dir, revision], { stdio: "ignore" });
  // The revision's build uses this checkout's installed packages.
  symlinkSync(resolve("node_modules"), join(dir, "node_modules"));
  execFileSync(resolve("node_modules/.bin/tsc"), ["-p", join(dir, "tsconfig.build.json")], {
    stdio: "inherit",
  });
  const commit = execFileSync("git", ["rev-parse", "--short", revision], { encoding: "utf8" }).trim();
  return { dir, label: `revision ${commit}` };
}

function removeWorktrees(): void {
  for (const dir of worktrees) {
    execFileSync("git", ["worktree", "remove", "--force", dir], { stdio: "ignore" });
    if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
  }
}

// Registered before any checkout, so that a build that fails leaves no worktree behind.
process.on("exit", removeWorktrees);

const sides = [
  { name: "A", port: 24021, env: environment(values.a), ...checkout(values["a-rev"]) },
  { name: "B", port: 24022, env: environment(values.b), ...checkout(values["b-rev"]) },
] as const;

async function start(side: (typeof sides)[number]): Promise<Started> {
  const env = {
    PORT: String(side.port),
    LOG_LEVEL: "info",
    BASE_URL: publicOrigin,
    ...side.env,
  };
  // The request log goes to a file, as in `npm run bench`; the load starts once every answer is ready.
  const serve = join(side.dir, "bin/serve");
  const started = await startLogged(
    serve,
    [],
    env,
    join(tmpdir(), `stepzy-duel-${side.name}.log`),
    "prepared ",
    0,
  );
  console.log(
    `${side.name}: ${startedFromSite(started.output()) ? "from its built site" : "its answers prepared at start"}`,
  );
  return started;
}

async function main(): Promise<void> {
  ensureWrk();
  // Each side starts from a site built for the public origin, as in production; one origin for both, so
  // that two configurations of one checkout share its built site. A revision from before the built
  // site (issue 32) prepares its answers at start instead.
  for (const side of sides) buildSiteFor(publicOrigin, side.dir, side.env);
  const servers = await Promise.all(sides.map(start));
  const url = (index: number) => `http://127.0.0.1:${sides[index]!.port}${values.path}`;
  try {
    await Promise.all(sides.map((_, index) => loadWithWrk(url(index), 1, connections, {}, script)));
    console.log(
      `${values.script ?? values.path}, ${rounds} rounds of ${seconds} s, ${connections} connections each`,
    );
    for (const side of sides)
      console.log(
        `${side.name}: ${side.label}, ${
          Object.entries(side.env)
            .map(([name, value]) => `${name}=${value}`)
            .join(" ") || "default settings"
        }`,
      );
    for (let round = 1; round <= rounds; round++) {
      const pids = servers.map((server) => server.child.pid!);
      const before = pids.map(cpuSeconds);
      const loads = await Promise.all(
        sides.map((_, index) => loadWithWrk(url(index), seconds, connections, {}, script)),
      );
      const cpu = pids.map(
        (pid, index) => ((cpuSeconds(pid) - before[index]!) * 1e6) / loads[index]!.requests,
      );
      const [a, b] = loads;
      console.log(
        `round ${round}: A ${a!.requests} requests, ${cpu[0]!.toFixed(1)} us CPU each; B ${b!.requests}, ${cpu[1]!.toFixed(1)} us; A/B throughput ${(a!.requests / b!.requests).toFixed(3)}, CPU per request ${(cpu[0]! / cpu[1]!).toFixed(3)}`,
      );
    }
  } finally {
    await Promise.all(servers.map(stop));
  }
}

await main();
