import { execFile } from "node:child_process";
import type { Server } from "node:http";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, it } from "vitest";
import { listenOnLoopback } from "./support/listen-loopback.js";
import { testService } from "./support/service.js";

// The MCP Inspector's CLI (the protocol's own reference client) against the real listener: it
// lists the tools and calls one (issue 16). It runs on the project's Node (it needs 22 or newer).
const run = promisify(execFile);
let server: Server;
let url: string;

beforeAll(async () => {
  const listening = listenOnLoopback(await testService());
  server = listening.server;
  url = `http://127.0.0.1:${(await listening.listening).port}/mcp`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const inspector = (...args: string[]) =>
  run(join("node_modules", ".bin", "mcp-inspector"), ["--cli", url, "--transport", "http", ...args], {
    env: { ...process.env, PATH: `${join(process.cwd(), "node_modules", ".bin")}:${process.env.PATH}` },
  }).then(({ stdout }) => JSON.parse(stdout));

it("lists the tools and calls a calculator through the MCP Inspector CLI", async () => {
  const listed = await inspector("--method", "tools/list");
  expect(listed.tools.map((tool: { name: string }) => tool.name)).toContain("calculate_steps_to_miles");
  expect(listed.tools).toHaveLength(15);
  const called = await inspector(
    "--method",
    "tools/call",
    "--tool-name",
    "calculate_steps_to_miles",
    "--tool-arg",
    "steps=10000",
  );
  expect(called.isError).toBeFalsy();
  expect(called.structuredContent.input).toMatchObject({ steps: 10000 });
  expect(called.structuredContent.result.miles).toBeGreaterThan(4);
}, 60_000);
