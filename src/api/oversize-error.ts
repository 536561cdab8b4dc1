import { longestQueryParameter, maxUrlLength, oversizeDetail } from "../http/request-limits.js";
import type { ParamDecls } from "../params/declare.js";
import { quoteReceived } from "../params/describe.js";
import { parseValue } from "../params/parse-query.js";
import type { ErrorDetail } from "./errors.js";
import type { AnyOperation } from "./operation.js";

/** The operation whose path a request path is (a trailing slash allowed), or undefined. */
function operationAt(path: string, operations: readonly AnyOperation[]): AnyOperation | undefined {
  return operations.find((operation) =>
    new RegExp(`^${operation.path.replace(/\{[^}]+\}/g, "[^/]+")}/?$`).test(path),
  );
}

/**
 * The error of an over-long API URL (docs/errors.md): 404 for a long path, else its longest parameter's 400.
 * @example apiUrlTooLong(`/api/v1/search?q=${"x".repeat(9000)}`, operations, "https://stepzy.app").message // "Parameter `q` must be 2 to 200 characters ..."
 */
export function apiUrlTooLong(
  target: string,
  operations: readonly AnyOperation[],
  baseUrl: string,
): ErrorDetail {
  const queryAt = target.indexOf("?");
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  if (queryAt === -1 || path.length > maxUrlLength)
    return {
      code: "not_found",
      status: 404,
      message: `No API endpoint at ${quoteReceived(path)} (${path.length.toLocaleString("en-US")} characters).`,
      hint: `GET ${baseUrl}/api/v1 lists every endpoint; ${baseUrl}/openapi.json describes them.`,
    };
  const longest = longestQueryParameter(target);
  const operation = operationAt(path, operations);
  const decl = longest && (operation?.query as ParamDecls | undefined)?.[longest.name];
  if (longest && decl) {
    const parsed = parseValue(longest.name, decl, longest.value);
    if (!parsed.ok) return { ...parsed.error, status: 400 };
  }
  return { code: "invalid_parameter", status: 400, ...oversizeDetail(414, target) };
}
