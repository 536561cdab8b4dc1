import type { Server } from "node:http";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { LATEST_PROTOCOL_VERSION } from "@modelcontextprotocol/sdk/types.js";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listenOnLoopback } from "../../test/support/listen-loopback.js";
import { testBaseUrl, testService } from "../../test/support/service.js";
import { operations } from "../api/routes.js";
import { calculators } from "../calculators/registry.js";
import { apiContextFactory, type Service } from "../compose.js";
import type { ParamDecls } from "../params/declare.js";
import { createSiteUrls } from "../routes/site-urls.js";
import { createMcpServer, maxMcpAnswerCharacters } from "./mcp-server.js";
import { mcpTools } from "./mcp-tools.js";

let service: Service;
let server: Server;
let port: number;

beforeAll(async () => {
  service = await testService();
  const listening = listenOnLoopback(service);
  server = listening.server;
  port = (await listening.listening).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** An SDK client in-process (through `app.request`) or over the real socket. */
async function connect(over: "in-process" | "socket"): Promise<Client> {
  const url = over === "socket" ? `http://127.0.0.1:${port}/mcp` : `${testBaseUrl}/mcp`;
  const transport = new StreamableHTTPClientTransport(
    new URL(url),
    over === "socket"
      ? {}
      : { fetch: async (input, init) => service.app.request(String(input), init as RequestInit) },
  );
  const client = new Client({ name: "stepzy-test", version: "1.0.0" });
  await client.connect(transport);
  return client;
}

/** The API's answer for an operation path and query. */
interface ApiAnswer {
  readonly status: number;
  // biome-ignore lint/suspicious/noExplicitAny: JSON answers of many shapes, read by the assertions
  readonly body: any;
}

async function api(path: string, query: Record<string, unknown>): Promise<ApiAnswer> {
  const search = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)]));
  const response = await service.app.request(`${path}${search.size ? `?${search}` : ""}`);
  return { status: response.status, body: await response.json() };
}

/** Valid arguments for every tool, from the operations' declared examples. */
const validArguments: Record<string, Record<string, unknown>> = {
  search: { q: "streak freeze", limit: 3 },
  get_guide_page: { slug: "how-streaks-work" },
  get_article: { slug: "https://stepzy.test/blog/how-many-steps-in-a-mile.md" },
  list_guide: {},
  list_articles: { limit: 2 },
  get_app_facts: {},
  list_releases: {},
};

describe.each(["in-process", "socket"] as const)("the MCP server (%s)", (over) => {
  it("lists every tool read-only, with input and output schemas", async () => {
    const client = await connect(over);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(
      mcpTools(operations)
        .map((tool) => tool.name)
        .sort(),
    );
    for (const tool of tools) {
      expect(tool.annotations).toMatchObject({
        readOnlyHint: true,
        idempotentHint: true,
        openWorldHint: false,
      });
      expect(tool.inputSchema.type).toBe("object");
      expect(tool.outputSchema?.type).toBe("object");
      expect(tool.description?.length).toBeGreaterThan(40);
    }
    await client.close();
  });

  it("calls every tool with valid arguments (structured output) and with invalid ones (the API's message)", async () => {
    const client = await connect(over);
    for (const tool of mcpTools(operations)) {
      const args =
        validArguments[tool.name] ??
        Object.fromEntries(
          Object.entries(tool.operation.query as ParamDecls).flatMap(([name, decl]) =>
            "default" in decl && decl.default !== undefined ? [[name, decl.default]] : [],
          ),
        );
      const valid = await client.callTool({ name: tool.name, arguments: args });
      expect(valid.isError, tool.name).toBeFalsy();
      expect(valid.structuredContent, tool.name).toBeTypeOf("object");
      const invalid = await client.callTool({ name: tool.name, arguments: { ...args, nonsense: "1" } });
      expect(invalid.isError, tool.name).toBe(true);
      const apiError = await api(tool.operation.path.replace("{slug}", "how-streaks-work"), {
        nonsense: "1",
      });
      expect((invalid.content as { text: string }[])[0]?.text).toBe(
        `${apiError.body.error.message} ${apiError.body.error.hint}`,
      );
    }
    const article = await client.callTool({
      name: "get_article",
      arguments: { slug: "how-many-steps-in-a-mile" },
    });
    const { content: articleMarkdown, ...articleMetadata } = article.structuredContent as Record<
      string,
      unknown
    >;
    // The tool answers what getArticle answers: the article's Markdown and its metadata.
    const { content: apiMarkdown, ...apiMetadata } = (
      await api("/api/v1/articles/how-many-steps-in-a-mile", {})
    ).body as Record<string, unknown>;
    expect(articleMetadata).toEqual(apiMetadata);
    expect(articleMarkdown).toBe(apiMarkdown);
    expect(article.content).toEqual([
      { type: "text", text: articleMarkdown },
      { type: "text", text: JSON.stringify(articleMetadata) },
    ]);
    const missing = await client.callTool({ name: "get_guide_page", arguments: { slug: "no-such-page" } });
    expect(missing.isError).toBe(true);
    expect((missing.content as { text: string }[])[0]?.text).toContain("no-such-page");
    // An unknown tool is a protocol error (-32602), its message as the server wrote it.
    await expect(client.callTool({ name: "no_such_tool", arguments: {} })).rejects.toMatchObject({
      code: -32602,
      message: 'MCP error -32602: No tool named "no_such_tool"; tools/list names them.',
    });
    // Arguments have their schema's JSON types: no "5" for a number, no null for a default.
    for (const args of [{ age: "45" }, { age: null }, { age: [45] }]) {
      const typed = await client.callTool({ name: "calculate_heart_rate_zones", arguments: args });
      expect(typed.isError).toBe(true);
      expect((typed.content as { text: string }[])[0]?.text).toMatch(
        /^Argument `age` must be a JSON number; received /,
      );
    }
    const text = await client.callTool({ name: "search", arguments: { q: 123 } });
    expect((text.content as { text: string }[])[0]?.text).toBe(
      "Argument `q` must be a JSON string; received the number 123. Send a string, as the tool's input schema says.",
    );
    await client.close();
  });

  it("reads guide pages, articles and the app facts as resources", async () => {
    const client = await connect(over);
    const { resources } = await client.listResources();
    expect(resources.length).toBe(1 + (await api("/api/v1/docs", {})).body.total + 36);
    const page = await client.readResource({ uri: "stepzy://guide/how-streaks-work" });
    const doc = await api("/api/v1/docs/how-streaks-work", {});
    expect(page.contents[0]).toMatchObject({ mimeType: "text/markdown", text: doc.body.content });
    const article = await client.readResource({ uri: "stepzy://blog/how-many-steps-in-a-mile" });
    const markdown = await service.app.request("/blog/how-many-steps-in-a-mile.md");
    const articleText = (article.contents[0] as { text: string }).text;
    expect(articleText.length).toBeGreaterThan(500);
    expect(await markdown.text()).toContain(articleText);
    await expect(client.readResource({ uri: "stepzy://blog/no-such-article" })).rejects.toMatchObject({
      code: -32002,
      message: expect.stringContaining("no-such-article"),
    });
    const app = await client.readResource({ uri: "stepzy://app" });
    expect(JSON.parse((app.contents[0] as { text: string }).text)).toEqual(
      (await api("/api/v1/app", {})).body,
    );
    const templates = await client.listResourceTemplates();
    expect(templates.resourceTemplates.map((template) => template.uriTemplate)).toEqual([
      "stepzy://guide/{slug}",
      "stepzy://blog/{slug}",
    ]);
    await client.close();
  });
});

describe("calculator tools", () => {
  it("answer or refuse as the API does for the same input, within the declared ranges and beyond them", async () => {
    const client = await connect("in-process");
    const tools = new Map(mcpTools(operations).map((tool) => [tool.operation.operationId, tool]));
    const outcomes = { answered: 0, refused: 0 };
    for (const calculator of calculators) {
      const tool = tools.get(calculator.operationId)!;
      const inputs = fc.record(
        Object.fromEntries(
          Object.entries(calculator.params as ParamDecls).map(([name, decl]) => [
            name,
            // Mostly within the declared range, sometimes outside it or of the wrong case, so that
            // refusals are compared too.
            decl.kind === "integer"
              ? fc.oneof(
                  { weight: 4, arbitrary: fc.integer({ min: decl.minimum, max: decl.maximum }) },
                  fc.integer({ min: decl.minimum - 100, max: decl.maximum + 100 }),
                )
              : decl.kind === "number"
                ? fc.oneof(
                    {
                      weight: 4,
                      arbitrary: fc
                        .integer({ min: Math.ceil(decl.minimum * 10), max: Math.floor(decl.maximum * 10) })
                        .map((n) => n / 10),
                    },
                    fc
                      .integer({ min: (decl.minimum - 100) * 10, max: (decl.maximum + 100) * 10 })
                      .map((n) => n / 10),
                  )
                : decl.kind === "enum"
                  ? fc.oneof(
                      { weight: 4, arbitrary: fc.constantFrom(...decl.values) },
                      fc.constantFrom(...decl.values).map((value) => value.toUpperCase()),
                    )
                  : fc.constant(undefined),
          ]),
        ),
        { requiredKeys: [] },
      );
      await fc.assert(
        fc.asyncProperty(inputs, async (input) => {
          const args = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
          const [fromTool, fromApi] = await Promise.all([
            client.callTool({ name: tool.name, arguments: args }),
            api(tool.operation.path, args),
          ]);
          outcomes[fromApi.status === 200 ? "answered" : "refused"]++;
          if (fromApi.status === 200) {
            expect(fromTool.isError).toBeFalsy();
            expect(fromTool.structuredContent).toEqual(fromApi.body);
          } else {
            expect(fromTool.isError).toBe(true);
            expect((fromTool.content as { text: string }[])[0]?.text).toBe(
              `${fromApi.body.error.message} ${fromApi.body.error.hint}`,
            );
          }
        }),
        { numRuns: 40 },
      );
    }
    expect(outcomes.answered).toBeGreaterThan(100);
    expect(outcomes.refused).toBeGreaterThan(20);
    await client.close();
  }, 60_000);

  it("reads a JSON number of any spelling, such as 1e-7, as the number it is", async () => {
    const client = await connect("in-process");
    const result = await client.callTool({
      name: "calculate_water_intake",
      arguments: { exerciseMinutes: 1e-7 },
    });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toEqual(
      (await api("/api/v1/calculators/water-intake", { exerciseMinutes: "0.0000001" })).body,
    );
    await client.close();
  });
});

describe("one source for the API, the calculator list and the tools", () => {
  it("has a tool for every calculator operation in the OpenAPI document and the calculator list", async () => {
    const openapi = (await api("/openapi.json", {})).body;
    const listed = (await api("/api/v1/calculators", {})).body;
    const tools = mcpTools(operations);
    const openapiIds = Object.values(openapi.paths as Record<string, { get: { operationId: string } }>).map(
      (path) => path.get.operationId,
    );
    for (const tool of tools) expect(openapiIds).toContain(tool.operation.operationId);
    const calculatorIds = (listed.calculators as { operationId: string }[]).map((entry) => entry.operationId);
    const calculatorTools = tools.filter((tool) => tool.name.startsWith("calculate_"));
    expect(calculatorTools.map((tool) => tool.operation.operationId).sort()).toEqual(
      [...calculatorIds].sort(),
    );
    const card = await (await service.app.request("/.well-known/mcp/server-card.json")).json();
    expect(card.tools.map((tool: { name: string }) => tool.name)).toEqual(tools.map((tool) => tool.name));
    const agents = await (await service.app.request("/agents.md")).text();
    for (const tool of tools) expect(agents).toContain(`\`${tool.name}\``);
    expect(card.transport).toEqual({ type: "streamable-http", url: `${testBaseUrl}/mcp` });
    // The card is made without the SDK (loaded on the first /mcp request): its revision is the SDK's.
    expect(card.protocolVersion).toBe(LATEST_PROTOCOL_VERSION);
  });

  it("refuses a browser page of another origin, another host, and a body over its limit", async () => {
    const foreign = await service.app.request("/mcp", {
      method: "POST",
      headers: {
        Origin: "https://evil.example",
        "Content-Type": "application/json",
        Accept: "application/json, text/event-stream",
      },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
    });
    expect(foreign.status).toBe(403);
    const rebound = await service.app.request("http://attacker.example/mcp", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
    });
    expect(rebound.status).toBe(403);
    const huge = await service.app.request("/mcp", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream" },
      body: JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        method: "tools/list",
        params: { pad: "x".repeat(70_000) },
      }),
    });
    expect(huge.status).toBe(413);
  });
});

describe("a server without a request's budget (stdio)", () => {
  it("gives each message a budget of its own, so a long session keeps working", async () => {
    const context = apiContextFactory(createSiteUrls(testBaseUrl), operations, {});
    const mcp = createMcpServer({
      operations,
      version: "1",
      context: () => context(service.store.current()),
    });
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await mcp.connect(serverSide);
    const client = new Client({ name: "stepzy-test", version: "1.0.0" });
    await client.connect(clientSide);
    try {
      let returned = 0;
      while (returned < 2 * maxMcpAnswerCharacters) {
        const listing = await client.listTools();
        returned += JSON.stringify(listing).length;
        const result = await client.callTool({ name: "search", arguments: { q: "steps", limit: 50 } });
        expect(result.isError).toBeFalsy();
        returned += JSON.stringify(result).length;
      }
    } finally {
      await client.close();
    }
  });
});
