import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";

/** A server started as a real process, as `npm start` runs it (through tsx, no build needed). */
export interface ServerProcess {
  readonly child: ChildProcess;
  readonly url: string;
  output(): string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
}

/**
 * A port for a server process to listen on: below Linux's ephemeral range (32768 and up), where
 * another test's client sockets are bound and a random pick collided with one (EADDRINUSE), and free
 * when probed.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 20000 + Math.floor(Math.random() * 12000);
    const probe = createServer();
    const free = await new Promise<boolean>((resolve) => {
      probe.once("error", () => resolve(false));
      probe.listen(port, "127.0.0.1", () => resolve(true));
    });
    if (free) {
      await new Promise((resolve) => probe.close(resolve));
      return port;
    }
  }
}

/** Starts `src/node/server.ts` on a free port and waits for its "listening" line. */
export async function startServer(
  env: Record<string, string> = {},
  args: readonly string[] = [],
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "src/node/server.ts", ...args], {
    // Vitest puts BASE_URL=/ in process.env (Vite convention); the server must get a real one.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      BASE_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = captureOutput(child);
  const exited = once(child, "exit").then(([code]) => code as number | null);
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output().includes("listening")) {
        clearInterval(timer);
        resolve();
      }
    }, 20);
    exited.then(() => {
      clearInterval(timer);
      reject(new Error(`server exited before listening:\n${output()}`));
    });
  }).catch((error) => {
    if (env.EXPECT_FAILURE) return;
    throw error;
  });
  return { child, url: `http://127.0.0.1:${port}`, output, exited };
}

/** Starts the server expecting it to refuse to start; resolves with its exit code and output. */
export async function failedStart(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const server = await startServer({ ...env, EXPECT_FAILURE: "1" });
  const code = await server.exited;
  return { code, output: server.output() };
}

/** Everything a child process writes to stdout and stderr, as it arrives. */
export function captureOutput(child: ChildProcess): () => string {
  let output = "";
  const append = (chunk: Buffer | string) => {
    output += chunk;
  };
  child.stdout?.on("data", append);
  child.stderr?.on("data", append);
  return () => output;
}
