import { request } from "node:http";
import { startLogged, stop } from "./bench/processes.js";

// `npm run probe:shutdown [rounds]`: how many requests a SIGTERM resets, for one process and for
// two workers. 16 clients each open a new connection per request (the hardest case: connections
// still in the kernel's backlog when a listener closes are reset); after 1.5 s of that the server
// is sent SIGTERM. Refused connections are fine (the listener is gone); resets and hang-ups of
// accepted requests are what must not happen.
const rounds = Number(process.argv[2] ?? 5);
const port = 24031;

function once(): Promise<"ok" | "refused" | "reset"> {
  return new Promise((resolve) => {
    const outgoing = request(
      { host: "127.0.0.1", port, path: "/api/v1/app", agent: false, headers: { Connection: "close" } },
      (response) => {
        response.resume();
        response.on("end", () => resolve("ok"));
        response.on("error", () => resolve("reset"));
      },
    );
    outgoing.on("error", (error: NodeJS.ErrnoException) =>
      resolve(error.code === "ECONNREFUSED" ? "refused" : "reset"),
    );
    outgoing.end();
  });
}

async function round(workers: number) {
  const server = await startLogged(
    "bin/serve",
    [],
    { PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "silent", WEB_CONCURRENCY: String(workers) },
    `/tmp/stepzy-shutdown-${workers}.log`,
    "prepared",
  );
  const counts = { ok: 0, refused: 0, reset: 0 };
  let running = true;
  const clients = Array.from({ length: 16 }, async () => {
    while (running) {
      const outcome = await once();
      counts[outcome]++;
      if (outcome === "refused") break;
    }
  });
  await new Promise((resolve) => setTimeout(resolve, 1500));
  await stop(server);
  running = false;
  await Promise.all(clients);
  return { ...counts, exit: server.child.exitCode };
}

for (const workers of [1, 2]) {
  const results = [];
  for (let index = 0; index < rounds; index++) results.push(await round(workers));
  const resets = results.map((result) => result.reset);
  console.log(
    `WEB_CONCURRENCY=${workers}: resets per shutdown ${resets.join(", ")} (total ${resets.reduce((a, b) => a + b, 0)}); answered ${results.map((result) => result.ok).join(", ")}; exit codes ${results.map((result) => result.exit).join(", ")}`,
  );
}
