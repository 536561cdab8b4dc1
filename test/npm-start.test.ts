import { spawn } from "node:child_process";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { Agent, request } from "node:http";
import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { captureOutput, freePort } from "./server-process.js";

// `npm start` as a supervisor runs it: SIGTERM sent to the npm process must reach the server, which
// finishes what its clients are doing and exits, leaving the port free (issue 19).
function get(port: number, agent: Agent): Promise<{ status: number; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: "127.0.0.1", port, path: "/api/v1/app", agent }, (response) => {
      response.resume();
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }),
      );
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

describe("npm start", () => {
  it("passes SIGTERM to the server, which drains and exits 0", async () => {
    const port = await freePort();
    const npm = spawn("npm", ["start", "--silent"], {
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", BASE_URL: `http://127.0.0.1:${port}` },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const output = captureOutput(npm);
    const exited = once(npm, "exit");
    while (!output().includes("prepared ")) {
      if (npm.exitCode !== null) throw new Error(output());
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // It started from the site it built: the content graph read from it, not parsed, and a computed
    // answer shows a page's text read from it.
    expect(output()).toContain("content loaded (its graph read from it), search index read from it");
    const search = await fetch(`http://127.0.0.1:${port}/api/v1/search?q=streak+freeze`);
    const found = (await search.json()) as { results: { excerpt: { text: string } }[] };
    expect(found.results[0]?.excerpt.text).toMatch(/freeze/i);
    // Nothing the build made is made again: a computed page links the built site's files, and the
    // server started no child process for them (no esbuild service, no image renderer).
    const page = await fetch(`http://127.0.0.1:${port}/guide/no-such-page`);
    expect(page.status).toBe(404);
    const script = /\/assets\/search\.[0-9a-f]+\.js/.exec(await page.text())?.[0];
    expect((await fetch(`http://127.0.0.1:${port}${script}`)).status).toBe(200);
    const pid = /"pid":(\d+)/.exec(output())?.[1];
    expect(readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim()).toBe("");
    // A client with a keep-alive connection open when the signal comes.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(port, agent)).status).toBe(200);
    npm.kill("SIGTERM");
    while (!output().includes("SIGTERM: finishing in-flight requests"))
      await new Promise((resolve) => setTimeout(resolve, 20));
    // Its next request on that connection is still answered, and told the connection closes.
    expect(await get(port, agent)).toEqual({ status: 200, connection: "close" });
    agent.destroy();
    const [code] = await exited;
    expect(code).toBe(0);
    expect(output()).toContain('"msg":"stopped"');
    // The port is free for the next start.
    const probe = createServer();
    probe.listen(port, "127.0.0.1");
    await once(probe, "listening");
    probe.close();
  }, 120_000);
});
