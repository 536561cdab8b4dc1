import type { ParamDecl, ParamDecls } from "../../params/declare.js";
import { parseQuery } from "../../params/parse-query.js";
import { ApiError, type ErrorDetail, errorEnvelope } from "../errors.js";
import { showcaseRequest } from "../example-requests.js";
import type { AnyOperation, ApiContext } from "../operation.js";

/** One example of a response: what request gave it, and the body. */
export interface ResponseExample {
  readonly summary: string;
  readonly value: unknown;
}

/** The examples of an operation's responses, by HTTP status. */
export type OperationExamples = Readonly<Record<string, ResponseExample>>;

const maxItems = 4;
const maxText = 280;

/** A body made small enough to read in a reference: lists cut to 4 items, long texts cut with "…". */
function trimmed(value: unknown, cut: { done: boolean }): unknown {
  if (Array.isArray(value)) {
    if (value.length > maxItems) cut.done = true;
    return value.slice(0, maxItems).map((item) => trimmed(item, cut));
  }
  if (typeof value === "string" && value.length > maxText) {
    cut.done = true;
    return `${value.slice(0, value.lastIndexOf(" ", maxText))} …`;
  }
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, member]) => [key, trimmed(member, cut)]));
  }
  return value;
}

/** A value the parameter refuses: one past its maximum, a wrong-case enum value, a too-short text. */
function refusedValue(decl: ParamDecl): string {
  switch (decl.kind) {
    case "integer":
    case "number":
      return String(decl.maximum + 1);
    case "enum":
      return (decl.values[0] ?? "x").toUpperCase();
    case "text":
      return "a";
    case "slug":
      return "Not A Slug";
  }
}

function failure(run: () => unknown): ErrorDetail | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    if (error instanceof ApiError) return error.detail;
    throw error;
  }
}

/** Every operation's real answers, trimmed: its example's 200, a refused parameter's 400, a slug's 404. */
export function responseExamples(
  operations: readonly AnyOperation[],
  context: ApiContext,
  baseUrl: string,
): ReadonlyMap<string, OperationExamples> {
  const examples = new Map<string, OperationExamples>();
  for (const operation of operations) {
    if (operation.operationId === "getOpenApiDocument") continue;
    const target = showcaseRequest(operation);
    const [pathPart = "", search = ""] = target.split("?");
    const names = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "");
    const values = pathPart.split("/").slice(-names.length);
    const path = Object.fromEntries(names.map((name, index) => [name, values[index] ?? ""]));
    const query = parseQuery(operation.query as ParamDecls, new URLSearchParams(search));
    if (!query.ok) throw new Error(`The example request ${target} is refused: ${query.error.message}`);
    const cut = { done: false };
    const body = trimmed(operation.handle({ query: query.value as never, path, context }), cut);
    const byStatus: Record<string, ResponseExample> = {
      "200": {
        summary: `GET ${target}${cut.done ? " (lists cut to 4 items, long texts cut with …)" : ""}`,
        value: body,
      },
    };
    const [name, decl] = Object.entries(operation.query as ParamDecls)[0] ?? ["limt", undefined];
    const refused = decl ? `${name}=${encodeURIComponent(refusedValue(decl))}` : `${name}=5`;
    const parsed = parseQuery(operation.query as ParamDecls, new URLSearchParams(refused));
    if (!parsed.ok) {
      byStatus["400"] = {
        summary: `GET ${pathPart}?${refused}`,
        value: errorEnvelope(parsed.error, baseUrl),
      };
    }
    if (names.length > 0 && operation.errorStatuses.includes(404)) {
      const missing = Object.fromEntries(names.map((slug) => [slug, "no-such-page"]));
      const defaults = parseQuery(operation.query as ParamDecls, new URLSearchParams());
      const detail =
        defaults.ok &&
        failure(() => operation.handle({ query: defaults.value as never, path: missing, context }));
      if (detail) {
        byStatus["404"] = {
          summary: `GET ${operation.path.replace(/\{\w+\}/g, "no-such-page")}`,
          value: errorEnvelope(detail, baseUrl),
        };
      }
    }
    examples.set(operation.operationId, byStatus);
  }
  return examples;
}
