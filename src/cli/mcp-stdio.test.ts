import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { expect, it } from "vitest";

it("serves the same tools over stdio, to the SDK's client, started as the README says", async () => {
  // Exactly what the README tells clients to start, so npm prints nothing on stdout.
  const transport = new StdioClientTransport({
    command: "npm",
    args: ["run", "--silent", "--prefix", process.cwd(), "mcp:stdio"],
    env: { ...(process.env as Record<string, string>), BASE_URL: "https://stepzy.example" },
    stderr: "ignore",
  });
  const client = new Client({ name: "stepzy-test", version: "1.0.0" });
  await client.connect(transport);
  try {
    const { tools } = await client.listTools();
    expect(tools.length).toBe(15);
    const result = await client.callTool({ name: "search", arguments: { q: "widgets", limit: 1 } });
    const found = result.structuredContent as { results: { url: string }[] };
    expect(found.results[0]?.url).toMatch(/^https:\/\/stepzy\.example\//);
  } finally {
    await client.close();
  }
}, 60_000);
