import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import {
  CallToolRequestSchema,
  ErrorCode,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  ReadResourceRequestSchema,
} from "@modelcontextprotocol/sdk/types.js";
import type { AnyOperation, ApiContext } from "../api/operation.js";
import { appFactsUri, mcpServerName, resourceTemplates } from "./mcp-names.js";
import { callTool, type McpTool, mcpTools, toolInputSchema, toolOutputSchema } from "./mcp-tools.js";

/** A JSON-RPC error sent as written: `McpError` puts its code in the message, which clients repeat. */
function protocolError(code: number, message: string, data?: unknown): Error {
  return Object.assign(new Error(message), { code, ...(data === undefined ? {} : { data }) });
}

/** What the MCP server reads: the API's operations and the current snapshot's context. */
export interface McpOptions {
  readonly operations: readonly AnyOperation[];
  readonly context: () => ApiContext;
  /** The service's version, for the server's implementation info. */
  readonly version: string;
}

/** Characters of results one MCP request may return (text blocks and structured content together). */
export const maxMcpAnswerCharacters = 256 * 1024;

/** What one MCP request may still spend: the characters of results it may return. */
export type McpRequestBudget = { charactersLeft: number };

const annotations = {
  readOnlyHint: true,
  idempotentHint: true,
  openWorldHint: false,
  destructiveHint: false,
};

/** The JSON-RPC code for a resource that does not exist (MCP, Resources: Error Handling). */
const resourceNotFound = -32002;

/** What a message's handler reads: the tools by name, and what is left of its request's budget. */
interface McpSession {
  readonly options: McpOptions;
  readonly budget: McpRequestBudget;
  readonly tools: readonly McpTool[];
  readonly byName: ReadonlyMap<string, McpTool>;
}

/**
 * A read-only MCP server: the API's operations as tools, pages and facts as resources. Given a
 * `budget`, every message it answers spends it (one HTTP request); without one, each message is a
 * request of its own with a fresh budget (stdio, where one server serves a whole session).
 */
export function createMcpServer(options: McpOptions, budget?: McpRequestBudget): Server {
  const tools = mcpTools(options.operations);
  const byName = new Map(tools.map((tool) => [tool.name, tool]));
  const sessionOf = (): McpSession => ({
    options,
    tools,
    byName,
    budget: budget ?? { charactersLeft: maxMcpAnswerCharacters },
  });
  const server = new Server(
    { name: mcpServerName, title: "Stepzy", version: options.version },
    {
      capabilities: { tools: {}, resources: {} },
      instructions:
        "Stepzy is a step counter for iPhone and Apple Watch. Search its guide and articles, read pages as Markdown, get the app's facts, and compute walking and body metrics with its calculators instead of estimating.",
    },
  );
  server.setRequestHandler(ListToolsRequestSchema, async () => listTools(sessionOf()));
  server.setRequestHandler(CallToolRequestSchema, async (request) =>
    callToolOf(sessionOf(), request.params.name, request.params.arguments ?? {}),
  );
  server.setRequestHandler(ListResourceTemplatesRequestSchema, async () => ({
    resourceTemplates: resourceTemplates.map(({ uriTemplate, name }) => ({
      uriTemplate,
      name,
      mimeType: "text/markdown",
    })),
  }));
  server.setRequestHandler(ListResourcesRequestSchema, async () => listResources(sessionOf()));
  server.setRequestHandler(ReadResourceRequestSchema, async (request) =>
    readResource(sessionOf(), request.params.uri),
  );
  return server;
}

/** Whether a result of this many characters fits what is left of the request's budget (then spent). */
function spend(session: McpSession, characters: number): boolean {
  if (characters > session.budget.charactersLeft) return false;
  session.budget.charactersLeft -= characters;
  return true;
}

/** What a client is told when a result would take its request past the budget. */
function overBudget(characters: number): string {
  return `This result (${Math.ceil(characters / 1024)} KB) would take this request past the ${maxMcpAnswerCharacters / 1024} KB one MCP request may return. Ask for fewer results (a lower \`limit\`), or send this call in a request of its own.`;
}

/** A listing within what is left of the request's budget, or the protocol error saying it is not. */
function charged<T>(session: McpSession, listing: T): T {
  const characters = JSON.stringify(listing).length;
  if (!spend(session, characters)) throw protocolError(ErrorCode.InvalidRequest, overBudget(characters));
  return listing;
}

function listTools(session: McpSession) {
  return charged(session, {
    tools: session.tools.map((tool) => ({
      name: tool.name,
      title: tool.operation.summary,
      description: `${tool.purpose} ${tool.operation.description}`,
      inputSchema: toolInputSchema(tool) as never,
      outputSchema: toolOutputSchema(tool) as never,
      annotations,
    })),
  });
}

/** `tools/call`: the operation's answer as text and structured content, or the tool's error. */
function callToolOf(session: McpSession, name: string, args: Record<string, unknown>) {
  const tool = session.byName.get(name);
  // An unknown tool is a protocol error, not a tool's failed result (MCP 2025-06-18, tools: errors).
  if (!tool)
    throw protocolError(
      ErrorCode.InvalidParams,
      `No tool named ${JSON.stringify(name)}; tools/list names them.`,
    );
  const outcome = callTool(tool, args, session.options.context());
  if (!outcome.ok) return { isError: true, content: [{ type: "text" as const, text: outcome.message }] };
  const { content: markdown, ...metadata } = outcome.body;
  // A page's Markdown is what a model reads, so it comes as text of its own, then the metadata
  // as JSON (the protocol asks for the structured content as text too, for older clients).
  const content =
    tool.markdown && typeof markdown === "string"
      ? [
          { type: "text" as const, text: markdown },
          { type: "text" as const, text: JSON.stringify(metadata) },
        ]
      : [{ type: "text" as const, text: JSON.stringify(outcome.body) }];
  // The structured content is about as long as the text again.
  const characters = 2 * content.reduce((sum, block) => sum + block.text.length, 0);
  if (!spend(session, characters))
    return { isError: true, content: [{ type: "text" as const, text: overBudget(characters) }] };
  return { content, structuredContent: outcome.body };
}

function listResources(session: McpSession) {
  const { graph } = session.options.context();
  return charged(session, {
    resources: [
      { uri: appFactsUri, name: "app-facts", title: "Stepzy app facts", mimeType: "application/json" },
      ...[...graph.docs.values(), ...graph.articles].map((page) => ({
        uri: `stepzy://${page.kind === "article" ? "blog" : "guide"}/${page.slug}`,
        name: page.slug,
        title: page.title,
        description: page.summary,
        mimeType: "text/markdown",
      })),
    ],
  });
}

/** `resources/read`: the app facts as JSON, a guide page or an article as Markdown. */
function readResource(session: McpSession, uri: string) {
  const read = (toolName: string, args: Record<string, unknown>, mimeType: string) => {
    const outcome = callTool(session.byName.get(toolName)!, args, session.options.context());
    if (!outcome.ok) throw protocolError(resourceNotFound, outcome.message, { uri });
    const text =
      mimeType === "text/markdown" ? String(outcome.body.content ?? "") : JSON.stringify(outcome.body);
    if (!spend(session, text.length))
      throw protocolError(ErrorCode.InvalidRequest, overBudget(text.length), { uri });
    return { contents: [{ uri, mimeType, text }] };
  };
  if (uri === appFactsUri) return read("get_app_facts", {}, "application/json");
  const match = /^stepzy:\/\/(guide|blog)\/([^/?#]+)$/.exec(uri);
  if (!match)
    throw protocolError(
      resourceNotFound,
      `No resource ${uri}: use ${[appFactsUri, ...resourceTemplates.map((template) => template.uriTemplate)].join(", ")}.`,
      { uri },
    );
  return read(match[1] === "guide" ? "get_guide_page" : "get_article", { slug: match[2] }, "text/markdown");
}
