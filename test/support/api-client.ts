import type { WebApp } from "../../src/serve/web-app.js";
import { createResponseValidator, type ResponseValidator } from "./openapi-validator.js";

/** A JSON answer as a test sees it. */
export interface JsonAnswer {
  readonly status: number;
  readonly headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary members of the body
  readonly body: any;
}

/** A client that validates every JSON answer under /api against the OpenAPI response schemas. */
export interface ApiClient {
  get(path: string, init?: RequestInit): Promise<JsonAnswer>;
  readonly validator: ResponseValidator;
}

/** Creates a validating client for an app (the OpenAPI document is fetched from the app itself). */
export async function createApiClient(app: WebApp): Promise<ApiClient> {
  const document = (await (await app.request("/openapi.json")).json()) as Record<string, unknown>;
  const validator = createResponseValidator(document);
  return {
    validator,
    async get(path, init) {
      const response = await app.request(path, init);
      const text = await response.text();
      const type = response.headers.get("content-type") ?? "";
      if (!type.startsWith("application/json"))
        throw new Error(`${path} answered ${type}, not JSON: ${text.slice(0, 200)}`);
      const body = JSON.parse(text);
      if (path !== "/openapi.json") validator.check(path, response.status, body);
      if (response.status >= 400 && body.error.status !== response.status)
        throw new Error(`${path}: error.status ${body.error.status} != ${response.status}`);
      return { status: response.status, headers: response.headers, body };
    },
  };
}
