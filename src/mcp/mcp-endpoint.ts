import { readRequestBody, requestBodyTooLargeMessage } from "@modelcontextprotocol/sdk/server/requestBody.js";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { type Admission, admitAll } from "../http/admission.js";
import type { Incoming } from "../http/incoming.js";
import { failureLine, type Logger } from "../http/request-log.js";
import { serviceRoutes } from "../routes/file-routes.js";
import { createMcpServer, type McpOptions, maxMcpAnswerCharacters } from "./mcp-server.js";

/** What the `/mcp` endpoint needs besides the server's options. */
export interface McpEndpointOptions extends McpOptions {
  /** The public origin: the only browser origin and, with this machine, the only `Host` allowed. */
  readonly baseUrl: string;
  /** Where a failure the transport did not answer itself is logged (it is answered JSON-RPC -32603). */
  readonly log?: Logger;
  /** Where a request's calls wait their turn once its body is read (the Node edge's work gate). */
  readonly admission?: Admission;
}

/** The JSON-RPC code of a request the service is too busy to answer now (implementation-defined range). */
export const serverBusy = -32001;

/** Host names of this machine, always allowed in `Host` (a name resolving here by DNS rebinding is not). */
const loopbackHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** The largest MCP request body read (a tool call is a few hundred bytes). */
export const maxMcpRequestBytes = 64 * 1024;

/** The most JSON-RPC messages per POST (the SDK allows 100: 100 searches took 400 ms and answered 14 MB). */
export const maxMcpBatchMessages = 4;

/** Seconds a client whose request was shed is asked to wait, as the API's 503 asks. */
const mcpRetryAfterSeconds = 1;

/** A JSON-RPC error outside any request (`id: null`), as the transport itself answers them. */
export function jsonRpcError(
  status: number,
  code: number,
  message: string,
  headers?: Readonly<Record<string, string>>,
): Response {
  return Response.json(
    { jsonrpc: "2.0", error: { code, message }, id: null },
    { status, headers: { "Cache-Control": "no-store", ...headers } },
  );
}

/** The stateless `/mcp` endpoint (Streamable HTTP): a server per request, so nothing grows with clients. */
export function mcpEndpoint(options: McpEndpointOptions) {
  const publicUrl = new URL(options.baseUrl);
  return async (incoming: Incoming): Promise<Response> => {
    const refused = refusal(incoming, publicUrl);
    if (refused) return refused;
    const request = incoming.webRequest();
    const parsed = await parsedBody(request);
    if (parsed instanceof Response) return parsed;
    try {
      // The calls (at most four) take one turn of the gate and are shed like one computed API answer.
      const admitted = incoming.admitted
        ? { ok: true as const, value: await answerMcp(options, request, parsed.value) }
        : await (options.admission ?? admitAll)(() => answerMcp(options, request, parsed.value));
      if (admitted.ok) return admitted.value;
      return jsonRpcError(503, serverBusy, `The server is busy; retry after ${mcpRetryAfterSeconds} s.`, {
        "Retry-After": String(mcpRetryAfterSeconds),
      });
    } catch (error) {
      options.log?.(failureLine("unhandled MCP error", incoming.target, error));
      return jsonRpcError(500, -32603, "Internal error: the server failed to answer; try again in a moment.");
    }
  };
}

/** The answer to a parsed request: a fresh server and transport, within one request's budget. */
async function answerMcp(
  options: McpEndpointOptions,
  request: Request,
  parsedBody: unknown,
): Promise<Response> {
  const server = createMcpServer(options, { charactersLeft: maxMcpAnswerCharacters });
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  await server.connect(transport);
  try {
    return await transport.handleRequest(request, { parsedBody });
  } finally {
    await server.close();
  }
}

/** Why a request is refused before its body is read (another origin or host, a method but POST), if it is. */
function refusal(incoming: Incoming, publicUrl: URL): Response | undefined {
  const refuse = (message: string) => jsonRpcError(403, -32000, message);
  // DNS rebinding: MCP asks servers to check `Origin`, and the SDK recommends checking `Host` too.
  const origin = incoming.header("origin");
  if (origin && origin !== publicUrl.origin) return refuse(`Origin ${origin} may not call this server.`);
  // The public host, or this machine itself (a local client, a health check, a proxy's hop).
  const host = (incoming.header("host") ?? "localhost").toLowerCase();
  const hostname = host.replace(/:\d+$/, "");
  if (host !== publicUrl.host && !loopbackHosts.has(hostname))
    return refuse(`Host ${host} is not this server.`);
  // A GET opens an event stream a stateless server closes at once, and clients reconnect; MCP allows 405.
  if (incoming.method !== "POST")
    return jsonRpcError(
      405,
      -32000,
      `Method ${incoming.method} not allowed: this MCP server is stateless and answers POST only (no event stream, no session).`,
      { Allow: serviceRoutes.mcp.methods },
    );
  return undefined;
}

/** The request's JSON-RPC body, or the error for a body unreadable, too large or not JSON. */
async function parsedBody(request: Request): Promise<{ readonly value: unknown } | Response> {
  // A client that goes away mid-body is not a server error: its request line says `aborted`.
  const body = await readRequestBody(request, maxMcpRequestBytes).catch(() => undefined);
  if (!body) return jsonRpcError(400, -32700, "Parse error: the request body could not be read.");
  if (body.tooLarge) return jsonRpcError(413, -32000, requestBodyTooLargeMessage(maxMcpRequestBytes));
  let value: unknown;
  try {
    value = JSON.parse(body.text);
  } catch {
    return jsonRpcError(400, -32700, "Parse error: Invalid JSON");
  }
  if (Array.isArray(value) && value.length > maxMcpBatchMessages)
    return jsonRpcError(
      400,
      -32600,
      `Invalid Request: a batch may carry at most ${maxMcpBatchMessages} messages; send one request per POST.`,
    );
  return { value };
}
