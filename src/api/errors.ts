import type { ParamError } from "../params/parse-query.js";

/** The API's permanent error catalog (docs/errors.md): stable codes, each with its default status. */
export const errorCatalog = {
  invalid_parameter: { status: 400, title: "A parameter is outside its allowed range, type or set" },
  missing_parameter: { status: 400, title: "A required query parameter is absent" },
  not_found: { status: 404, title: "The resource or path does not exist" },
  method_not_allowed: { status: 405, title: "Only GET, HEAD and OPTIONS are supported" },
  upstream_error: { status: 502, title: "Something the service depends on failed" },
} as const;

/** One of the stable error codes. */
export type ErrorCode = keyof typeof errorCatalog;

/** Every error code, in catalog order. */
export const errorCodes = Object.keys(errorCatalog) as ErrorCode[];

/** The members of an Error envelope that depend on the failure (links are added by the edge); `status`
 * defaults to the catalog's. */
export type ErrorDetail = Omit<ParamError, "code"> & { readonly code: ErrorCode };

/** A contract error raised by a handler and answered as an Error envelope. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly status: number;
  constructor(readonly detail: ErrorDetail) {
    super(detail.message);
    this.status = detail.status ?? errorCatalog[detail.code].status;
  }
}

/** Builds the JSON Error envelope (docs/errors.md), with links to the developer page and the OpenAPI document. */
export function errorEnvelope(detail: ErrorDetail, baseUrl: string) {
  const status = detail.status ?? errorCatalog[detail.code].status;
  return {
    error: {
      code: detail.code,
      message: detail.message,
      hint: detail.hint,
      status,
      ...(detail.parameter === undefined ? {} : { parameter: detail.parameter }),
      documentation: `${baseUrl}/developers`,
      openapi: `${baseUrl}/openapi.json`,
    },
  };
}

/** The API's 405 (docs/http.md), for a method on an endpoint (`where`) or one refused before routing. */
export function methodNotAllowedError(allowed: string, where?: string): ErrorDetail {
  return {
    code: "method_not_allowed",
    message: `The method is not allowed${where ? ` on ${where}` : ""}; this API is read-only.`,
    hint: `Use GET (or HEAD); OPTIONS answers CORS preflights. Allowed: ${allowed}.`,
  };
}
