import { describe, expect, it } from "vitest";
import { operations } from "../api/routes.js";
import { type Admission, admitAll } from "../http/admission.js";
import { incomingOfRequest } from "../http/incoming.js";
import type { RequestLogEntry } from "../http/request-log.js";
import {
  mcpEndpoint as endpointOf,
  type McpEndpointOptions,
  maxMcpBatchMessages,
  maxMcpRequestBytes,
} from "./mcp-endpoint.js";
import { maxMcpAnswerCharacters } from "./mcp-server.js";

const baseUrl = "https://stepzy.test";

/** The endpoint called with a Web Request, as the in-process client translates one. */
function mcpEndpoint(options: McpEndpointOptions) {
  const handler = endpointOf(options);
  return (request: Request) => handler(incomingOfRequest(request));
}
const endpoint = mcpEndpoint({
  operations,
  baseUrl,
  version: "1.0.0",
  context: () => {
    throw new Error("no content in this test");
  },
});
const list = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" });
const mcpHeaders = { "Content-Type": "application/json", Accept: "application/json, text/event-stream" };

describe("the /mcp endpoint", () => {
  it.each(["GET", "HEAD", "DELETE", "PUT"])(
    "answers %s with 405 and a JSON-RPC error (stateless)",
    async (method) => {
      const response = await endpoint(
        new Request(`${baseUrl}/mcp`, { method, headers: { Accept: "text/event-stream" } }),
      );
      expect(response.status).toBe(405);
      expect(response.headers.get("Allow")).toBe("POST, OPTIONS");
      if (method !== "HEAD")
        expect(await response.json()).toMatchObject({ jsonrpc: "2.0", id: null, error: { code: -32000 } });
    },
  );

  it.each([
    ["another origin", { Origin: "https://evil.example" }, `${baseUrl}/mcp`],
    ["another host (DNS rebinding)", {}, "http://attacker.example/mcp"],
  ])("refuses %s with 403", async (_case, headers, url) => {
    const response = await endpoint(
      new Request(url, { method: "POST", headers: { ...mcpHeaders, ...headers }, body: list }),
    );
    expect(response.status).toBe(403);
  });

  it("accepts the public origin and this machine's names", async () => {
    for (const url of [
      `${baseUrl}/mcp`,
      "http://127.0.0.1:3000/mcp",
      "http://localhost/mcp",
      "http://[::1]:8080/mcp",
    ]) {
      const response = await endpoint(
        new Request(url, { method: "POST", headers: { ...mcpHeaders, Origin: baseUrl }, body: list }),
      );
      expect(response.status, url).toBe(200);
    }
  });

  it("refuses a body over its limit (413), one that is not JSON (400) and a batch of many messages (400)", async () => {
    const post = (body: string) =>
      endpoint(new Request(`${baseUrl}/mcp`, { method: "POST", headers: mcpHeaders, body }));
    const huge = await post(
      JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        method: "tools/list",
        params: { pad: "x".repeat(maxMcpRequestBytes) },
      }),
    );
    expect(huge.status).toBe(413);
    const notJson = await post("{nope");
    expect([notJson.status, (await notJson.json()).error.code]).toEqual([400, -32700]);
    const message = (id: number) => ({ jsonrpc: "2.0", id, method: "tools/list" });
    const batch = (size: number) =>
      post(JSON.stringify(Array.from({ length: size }, (_, id) => message(id))));
    const many = await batch(maxMcpBatchMessages + 1);
    expect([many.status, (await many.json()).error.code]).toEqual([400, -32600]);
    const few = await batch(maxMcpBatchMessages);
    expect(few.status).toBe(200);
    expect(await few.json()).toHaveLength(maxMcpBatchMessages);
  });

  it("answers a failure of its own as JSON-RPC -32603 and logs it", async () => {
    const logged: RequestLogEntry[] = [];
    const broken = mcpEndpoint({
      operations: undefined as never,
      baseUrl,
      version: "1.0.0",
      context: () => ({}) as never,
      log: (entry) => logged.push(entry),
    });
    const response = await broken(
      new Request(`${baseUrl}/mcp`, { method: "POST", headers: mcpHeaders, body: list }),
    );
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ jsonrpc: "2.0", error: { code: -32603 } });
    expect(logged).toMatchObject([{ level: "error", msg: "unhandled MCP error", path: "/mcp" }]);
  });
});

describe("/mcp/ (with a trailing slash, as clients are configured by hand)", () => {
  it("is the same endpoint: a POST is answered, another method is its JSON-RPC 405", async () => {
    const { testApp } = await import("../../test/support/service.js");
    const app = await testApp();
    const listed = await app.request("/mcp/", { method: "POST", headers: mcpHeaders, body: list });
    expect(listed.status).toBe(200);
    expect(listed.headers.get("cache-control")).toBe("no-store");
    expect(await listed.text()).toContain('"tools"');
    // The SDK's own refusal (a client that accepts no JSON) says it is not to be kept either.
    const refused = await app.request("/mcp", {
      method: "POST",
      headers: { ...mcpHeaders, Accept: "text/html" },
      body: list,
    });
    expect(refused.status).toBe(406);
    expect(refused.headers.get("cache-control")).toBe("no-store");
    const get = await app.request("/mcp/", { headers: { Accept: "text/event-stream" } });
    expect(get.status).toBe(405);
    expect(get.headers.get("Allow")).toBe("POST, OPTIONS");
    expect(await get.json()).toMatchObject({ jsonrpc: "2.0", error: { code: -32000 } });
    const preflight = await app.request("/mcp/", {
      method: "OPTIONS",
      headers: { Origin: "https://example.com", "Access-Control-Request-Method": "POST" },
    });
    expect(preflight.headers.get("access-control-allow-methods")).toBe("POST, OPTIONS");
  });
});

describe("what one MCP request may cost and return", () => {
  const searches = (count: number, limit: number) =>
    JSON.stringify(
      Array.from({ length: count }, (_, id) => ({
        jsonrpc: "2.0",
        id,
        method: "tools/call",
        params: {
          name: "search",
          arguments: { q: ["steps walking", "watch battery", "streak", "calories"][id], limit },
        },
      })),
    );
  const endpointWith = async (admission: Admission) => {
    const { testService } = await import("../../test/support/service.js");
    const { apiContextFactory } = await import("../compose.js");
    const { createSiteUrls } = await import("../routes/site-urls.js");
    const service = await testService();
    const contextOf = apiContextFactory(createSiteUrls(baseUrl), operations, {});
    return mcpEndpoint({
      operations,
      baseUrl,
      version: "1.0.0",
      context: () => contextOf(service.store.current()),
      admission,
    });
  };
  const post = (to: (request: Request) => Promise<Response>, body: string) =>
    to(new Request(`${baseUrl}/mcp`, { method: "POST", headers: mcpHeaders, body }));

  it("runs a request's calls only once the gate admits them, as the API's computed answers", async () => {
    let admitted = 0;
    const counting = await endpointWith(async (work) => {
      admitted++;
      return { ok: true, value: await work() };
    });
    const response = await post(counting, searches(4, 3));
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveLength(4);
    expect(admitted).toBe(1);
  });

  it("sheds the whole request with 503 and Retry-After when the gate refuses a call", async () => {
    const full = await endpointWith(async () => ({ ok: false }));
    const response = await post(full, searches(2, 3));
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("1");
    expect(await response.json()).toMatchObject({ jsonrpc: "2.0", error: { code: -32001 } });
  });

  it(`returns at most ${maxMcpAnswerCharacters / 1024} KB of results; calls past it are tool errors that say why`, async () => {
    const open = await endpointWith(admitAll);
    const response = await post(open, searches(4, 50));
    const text = await response.text();
    expect(text.length).toBeLessThan(maxMcpAnswerCharacters + 8 * 1024);
    const answers = JSON.parse(text) as { result: { isError?: boolean; content: { text: string }[] } }[];
    expect(answers[0]!.result.isError).toBeUndefined();
    const refused = answers.filter((answer) => answer.result.isError);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused)
      expect(answer.result.content[0]!.text).toMatch(/past the 256 KB .* lower `limit`/);
  });

  it("answers a body the client stopped sending with 400, and logs no server error", async () => {
    const logged: RequestLogEntry[] = [];
    const quiet = mcpEndpoint({
      operations,
      baseUrl,
      version: "1.0.0",
      context: () => ({}) as never,
      log: (entry) => logged.push(entry),
    });
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"jsonrpc":"2.0",'));
        controller.error(new Error("aborted"));
      },
    });
    const response = await quiet(
      new Request(`${baseUrl}/mcp`, {
        method: "POST",
        headers: mcpHeaders,
        body,
        duplex: "half",
      } as RequestInit),
    );
    expect(response.status).toBe(400);
    expect(logged).toEqual([]);
  });
});

describe("what listings cost one MCP request", () => {
  it("counts tools/list and resources/list against the same 256 KB", async () => {
    const { testService } = await import("../../test/support/service.js");
    const { apiContextFactory } = await import("../compose.js");
    const { createSiteUrls } = await import("../routes/site-urls.js");
    const service = await testService();
    const contextOf = apiContextFactory(createSiteUrls(baseUrl), operations, {});
    const open = mcpEndpoint({
      operations,
      baseUrl,
      version: "1.0.0",
      context: () => contextOf(service.store.current()),
    });
    const batch = [
      ...[1, 2, 3].map((id) => ({ jsonrpc: "2.0", id, method: "tools/list" })),
      {
        jsonrpc: "2.0",
        id: 4,
        method: "tools/call",
        params: { name: "search", arguments: { q: "steps walking", limit: 50 } },
      },
    ];
    const response = await open(
      new Request(`${baseUrl}/mcp`, { method: "POST", headers: mcpHeaders, body: JSON.stringify(batch) }),
    );
    const text = await response.text();
    expect(text.length).toBeLessThan(maxMcpAnswerCharacters + 8 * 1024);
  });
});
