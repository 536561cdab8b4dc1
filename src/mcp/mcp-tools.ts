import { z } from "zod";
import { parseParams } from "../api/api-responder.js";
import { ApiError } from "../api/errors.js";
import type { AnyOperation, ApiContext } from "../api/operation.js";
import { calculators } from "../calculators/registry.js";
import { targetPath } from "../http/incoming.js";
import { decimalText } from "../params/decimal.js";
import type { ParamDecl, ParamDecls } from "../params/declare.js";
import { openApiParameter } from "../params/param-schema.js";

/** One MCP tool: an API operation under a name and a description written for a model. */
export interface McpTool {
  readonly name: string;
  readonly operation: AnyOperation;
  /** What a model should know to pick the tool, before the operation's own description. */
  readonly purpose: string;
  /** Whether the answer's Markdown (`content`) is the text a model reads. */
  readonly markdown?: boolean;
}

/** The tools, each an operation of the route table (never re-declared), one per calculator among them. */
export function mcpTools(operations: readonly AnyOperation[]): McpTool[] {
  const tool = (name: string, operationId: string, purpose: string, markdown?: boolean): McpTool[] => {
    const operation = operations.find((candidate) => candidate.operationId === operationId);
    return operation ? [{ name, operation, purpose, ...(markdown ? { markdown } : {}) }] : [];
  };
  return [
    ...tool(
      "search",
      "searchContent",
      "Find Stepzy's guide pages, articles, calculators and audience pages about a question; start here, then read a result with get_guide_page or get_article.",
    ),
    ...tool(
      "get_guide_page",
      "getDoc",
      "Read one page of the Stepzy user guide as Markdown (how a feature works, troubleshooting). Give its slug or its URL.",
      true,
    ),
    ...tool(
      "get_article",
      "getArticle",
      "Read one Stepzy blog article as Markdown (in `content`, with its metadata). Give its slug or its URL.",
      true,
    ),
    ...tool("list_guide", "listDocs", "List the pages of the Stepzy user guide, section by section."),
    ...tool(
      "list_articles",
      "listArticles",
      "List Stepzy blog articles, newest first, optionally by category.",
    ),
    ...tool(
      "get_app_facts",
      "getApp",
      "The facts about the Stepzy app: platforms, price, Pro, rating, features, current version. Use these rather than memory; they change.",
    ),
    ...tool("list_releases", "listReleases", "Stepzy's release history, newest first."),
    ...calculators.flatMap((calculator) =>
      tool(
        `calculate_${calculator.slug.replaceAll("-", "_")}`,
        calculator.operationId,
        `Compute ${/^[A-Z][a-z]/.test(calculator.name) ? calculator.name.toLowerCase() : calculator.name} with Stepzy's calculator instead of estimating: the same result and method as the website's calculator${calculator.disclaimer ? ", with its health disclaimer" : ""}.`,
      ),
    ),
  ];
}

/** The JSON Schema of a tool's arguments, from the operation's parameter declarations. */
export function toolInputSchema(tool: McpTool): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  const add = (name: string, decl: ParamDecl, location: "path" | "query") => {
    const parameter = openApiParameter(name, decl, location);
    const schema = { ...(parameter.schema as Record<string, unknown>) };
    if (location === "path") {
      // A slug, or a URL of the page (its last segment is the slug).
      delete schema.pattern;
      schema.description = `${parameter.description as string} Or the page's URL.`;
    } else schema.description = parameter.description;
    properties[name] = schema;
    if (parameter.required) required.push(name);
  };
  for (const [name, decl] of Object.entries(tool.operation.pathParams as ParamDecls)) add(name, decl, "path");
  for (const [name, decl] of Object.entries(tool.operation.query as ParamDecls)) add(name, decl, "query");
  return {
    type: "object",
    properties,
    ...(required.length ? { required } : {}),
    additionalProperties: false,
  };
}

/** The JSON Schema of a tool's structured result: the operation's 200 body. */
export function toolOutputSchema(tool: McpTool): Record<string, unknown> {
  const schema = z.toJSONSchema(tool.operation.response, { io: "output", target: "draft-2020-12" }) as Record<
    string,
    unknown
  >;
  delete schema.$schema;
  return schema;
}

/** A tool's answer: the operation's body, or the API's own error message. */
export type ToolOutcome =
  | { readonly ok: true; readonly body: Record<string, unknown> }
  | { readonly ok: false; readonly message: string };

/** The slug in a slug or a page URL (`/guide/how-streaks-work.md` -> `how-streaks-work`). */
function slugOf(value: string): string {
  if (!/^(https?:\/\/|\/)/.test(value)) return value;
  const path = targetPath(value.replace(/^https?:\/\/[^/]+/, ""));
  const last = path.split("/").filter(Boolean).at(-1) ?? "";
  return last.replace(/\.md$/, "");
}

/** Why an argument's JSON type is wrong, if it is: taking `"5"` or `null` would hide a client's mistake. */
function jsonTypeMismatch(name: string, decl: ParamDecl, value: unknown): string | undefined {
  const wanted = decl.kind === "integer" || decl.kind === "number" ? "number" : "string";
  if (typeof value === wanted) return undefined;
  const received =
    value === null
      ? "null"
      : Array.isArray(value)
        ? "an array"
        : typeof value === "object"
          ? "an object"
          : `the ${typeof value} ${JSON.stringify(value)}`;
  const instead = "required" in decl && decl.required ? "" : " or leave it out for its default";
  return `Argument \`${name}\` must be a JSON ${wanted}; received ${received}. Send a ${wanted}${instead}, as the tool's input schema says.`;
}

/** Calls a tool, parsing its arguments as the API parses a query; never throws for bad input. */
export function callTool(tool: McpTool, args: Record<string, unknown>, context: ApiContext): ToolOutcome {
  const { operation } = tool;
  const decls = { ...(operation.pathParams as ParamDecls), ...(operation.query as ParamDecls) };
  for (const [name, value] of Object.entries(args)) {
    const decl = decls[name];
    const mismatch = decl && value !== undefined ? jsonTypeMismatch(name, decl, value) : undefined;
    if (mismatch) return { ok: false, message: mismatch };
  }
  // Past the type check, a path argument is a string or absent; `parseParams` checks it as the API does.
  const path: Record<string, string> = {};
  for (const name of Object.keys(operation.pathParams)) {
    const raw = args[name];
    path[name] = typeof raw === "string" ? slugOf(raw) : "";
  }
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(args)) {
    if (name in (operation.pathParams as ParamDecls) || value === undefined || value === null) continue;
    // A JSON number as the numeral the strict parser reads (`1e-7` is the valid 0.0000001).
    const text = typeof value === "number" ? decimalText(value) : String(value);
    query.set(name, typeof value === "object" ? JSON.stringify(value) : text);
  }
  const parsed = parseParams(operation, path, query);
  if (!parsed.ok) return { ok: false, message: `${parsed.error.message} ${parsed.error.hint}` };
  try {
    const body = operation.handle({ query: parsed.query as never, path, context }) as Record<string, unknown>;
    return { ok: true, body };
  } catch (error) {
    if (error instanceof ApiError)
      return { ok: false, message: `${error.detail.message} ${error.detail.hint}` };
    return { ok: false, message: "The service failed to answer this call; try again in a moment." };
  }
}
