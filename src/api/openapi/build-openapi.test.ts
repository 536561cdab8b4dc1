import { createConfig, lintFromString } from "@redocly/openapi-core";
import { Validator } from "@seriousme/openapi-schema-validator";
import { beforeAll, describe, expect, it } from "vitest";
import { createApiClient } from "../../test-support/api-client.js";
import { testApp, testBaseUrl } from "../../test-support/service.js";
import { operations } from "../routes.js";

let document: Record<string, unknown>;
beforeAll(async () => {
  const response = await (await testApp()).request("/openapi.json");
  expect(response.status).toBe(200);
  document = (await response.json()) as Record<string, unknown>;
});

describe("/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document (third-party validator)", async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("passes the Redocly recommended lint rules with no errors or warnings", async () => {
    const config = await createConfig({ extends: ["recommended"] });
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: "openapi.json",
      config,
    });
    expect(
      problems.map(
        (problem) =>
          `${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`,
      ),
    ).toEqual([]);
  });

  it("carries version 1.0.0, servers from the base URL and the Error component", () => {
    expect(document.openapi).toBe("3.1.0");
    expect((document.info as { version: string }).version).toBe("1.0.0");
    expect(document.servers).toEqual([{ url: testBaseUrl, description: "This service" }]);
    expect((document.components as { schemas: Record<string, unknown> }).schemas.Error).toBeDefined();
  });

  it("describes every operation of the route table and nothing else", () => {
    const paths = document.paths as Record<string, Record<string, { operationId: string }>>;
    const described = Object.entries(paths).flatMap(([path, item]) =>
      Object.entries(item).map(
        ([method, operation]) => `${method.toUpperCase()} ${path} ${operation.operationId}`,
      ),
    );
    const routed = operations.map((operation) => `GET ${operation.path} ${operation.operationId}`);
    expect(described).toEqual(routed);
    expect(described).toMatchSnapshot();
  });

  it("documents parameters with bounds and defaults", () => {
    const paths = document.paths as Record<
      string,
      { get: { parameters?: { name: string; schema: Record<string, unknown> }[] } }
    >;
    const limit = paths["/api/v1/articles"]!.get.parameters!.find((parameter) => parameter.name === "limit")!;
    expect(limit.schema).toEqual({ type: "integer", minimum: 1, maximum: 100, default: 20 });
    const slug = paths["/api/v1/docs/{slug}"]!.get.parameters!.find(
      (parameter) => parameter.name === "slug",
    )!;
    expect(slug.schema).toEqual({ type: "string", pattern: "^[a-z0-9-]+$" });
  });

  it("lists the same endpoints in /api/v1", async () => {
    const api = await createApiClient(await testApp());
    const { body } = await api.get("/api/v1");
    expect(
      body.endpoints.map(
        (endpoint: { path: string; operationId: string }) => `${endpoint.path} ${endpoint.operationId}`,
      ),
    ).toEqual(operations.map((operation) => `${operation.path} ${operation.operationId}`));
    expect(body).toMatchObject({
      version: "1.0.0",
      authentication: "none",
      openapi: `${testBaseUrl}/openapi.json`,
    });
    expect(Object.keys(body.conventions).sort()).toEqual([
      "caching",
      "dates",
      "errors",
      "markdown",
      "mcp",
      "pagination",
      "search",
      "units",
    ]);
  });
});
