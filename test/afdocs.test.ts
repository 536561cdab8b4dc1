import { execFile } from "node:child_process";
import type { Server } from "node:http";
import { createServer } from "node:net";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, it } from "vitest";
import { composeNodeService } from "../src/node/compose-node.js";
import { nodeEncoders } from "../src/node/encoders.js";
import { listenOnLoopback } from "./support/listen-loopback.js";
import { testGraph } from "./support/service.js";

// The Agent-Friendly Documentation checks (`afdocs`, agentdocsspec.com) against the real listener,
// whose public origin is its own loopback address so that every link it gives can be followed.
// Each finding that does not apply is listed here with its reason; any other finding fails.
const run = promisify(execFile);
let server: Server;
let url: string;

/** Findings that do not apply, and why. */
const notApplicable: Record<string, string> = {
  // docs/website.md: the Markdown of a page starts with `# {title}` and then its body, and
  // a guide page's Markdown is its API `content`; the pointer to /llms.txt is the
  // `Link: </llms.txt>; rel="describedby"` header of every Markdown answer instead.
  "llms-txt-directive-md": "the Markdown's first lines are fixed by docs/website.md",
  // /llms.txt lists /openapi.json and the MCP server card: JSON documents read by tools, not pages
  // to read from their start.
  "content-start-position": "only the JSON documents /llms.txt lists",
};

beforeAll(async () => {
  const probe = createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => probe.once("listening", resolve));
  const port = (probe.address() as { port: number }).port;
  await new Promise((resolve) => probe.close(resolve));
  url = `http://127.0.0.1:${port}`;
  const service = composeNodeService(await testGraph(), { baseUrl: url, encoders: nodeEncoders });
  await service.prepare();
  const listening = listenOnLoopback(service, { port, baseUrl: url });
  server = listening.server;
  await listening.listening;
}, 60_000);
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it("passes the agent-friendly documentation checks, or each finding says why it does not apply", async () => {
  // afdocs exits non-zero when a check fails; its report is on stdout either way.
  const stdout = await run(
    join("node_modules", ".bin", "afdocs"),
    ["check", url, "--format", "json", "--network-context", "ci", "--sampling", "deterministic"],
    {
      env: { ...process.env, PATH: `${join(process.cwd(), "node_modules", ".bin")}:${process.env.PATH}` },
      maxBuffer: 64 * 1024 * 1024,
    },
  ).then(
    (result) => result.stdout,
    (error: { stdout?: string }) => error.stdout ?? "",
  );
  const report = JSON.parse(stdout) as {
    results: {
      id: string;
      status: string;
      message: string;
      details?: { pageResults?: { url: string; status: string }[] };
    }[];
  };
  const failed = report.results.filter((result) => result.status === "fail");
  console.log(
    `afdocs: ${report.results.filter((result) => result.status === "pass").length} passed, ${failed.length} failed (${failed.map((result) => result.id).join(", ") || "none"})`,
  );
  for (const result of failed)
    expect(notApplicable, `${result.id}: ${result.message}`).toHaveProperty(result.id);
  const start = failed.find((result) => result.id === "content-start-position");
  for (const page of start?.details?.pageResults?.filter((result) => result.status === "fail") ?? [])
    expect([`${url}/openapi.json`, `${url}/.well-known/mcp/server-card.json`]).toContain(page.url);
}, 180_000);
