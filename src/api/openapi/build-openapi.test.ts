import { createConfig, lintFromString } from "@redocly/openapi-core";
import { Validator } from "@seriousme/openapi-schema-validator";
import { beforeAll, describe, expect, it } from "vitest";
import { createApiClient } from "../../../test/support/api-client.js";
import { createResponseValidator } from "../../../test/support/openapi-validator.js";
import { testApp, testBaseUrl } from "../../../test/support/service.js";
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
      "pagination",
      "search",
      "units",
    ]);
  });
});

describe("response examples in /openapi.json", () => {
  type Media = { examples?: { example: { summary: string; value: unknown } } };
  const examplesOf = () =>
    Object.entries(
      document.paths as Record<
        string,
        { get: { operationId: string; responses: Record<string, { content?: Record<string, Media> }> } }
      >,
    ).flatMap(([path, item]) =>
      Object.entries(item.get.responses).flatMap(([status, response]) => {
        const example = response.content?.["application/json"]?.examples?.example;
        return example
          ? [{ path, operationId: item.get.operationId, status: Number(status), ...example }]
          : [];
      }),
    );

  it("gives every operation but the document itself a 200 and a 400 example, and 404 where slugs are", () => {
    const examples = examplesOf();
    for (const operation of operations.filter(
      (candidate) => candidate.operationId !== "getOpenApiDocument",
    )) {
      const statuses = examples
        .filter((example) => example.operationId === operation.operationId)
        .map((example) => example.status);
      expect(statuses, operation.operationId).toEqual(
        operation.path.includes("{") ? [200, 400, 404] : [200, 400],
      );
    }
  });

  it("declares the headers the API sends: every required header of a status is on its answers, as declared", async () => {
    const api = await createApiClient(await testApp());
    type HeaderObject = { required?: boolean; schema: { const?: string } };
    const components = (document.components as { headers: Record<string, HeaderObject> }).headers;
    const paths = document.paths as Record<
      string,
      { get: { responses: Record<string, { headers?: Record<string, { $ref: string }> }> } }
    >;
    const required = (path: string, status: number) =>
      Object.entries(paths[path]!.get.responses[String(status)]?.headers ?? {}).flatMap(([name, ref]) => {
        const declared = components[ref.$ref.replace("#/components/headers/", "")]!;
        return declared.required ? [[name, declared.schema.const] as const] : [];
      });
    const checks: { path: string; status: number; headers: Headers }[] = [];
    for (const example of examplesOf()) {
      const target = example.summary.replace(/^GET /, "").replace(/ \(.*\)$/, "");
      checks.push({ path: example.path, status: example.status, headers: (await api.get(target)).headers });
    }
    const app = await testApp();
    for (const path of Object.keys(paths).filter((candidate) => !candidate.includes("{"))) {
      const response = await app.request(path, { method: "POST" });
      checks.push({ path, status: response.status, headers: response.headers });
      const etag = (await app.request(path)).headers.get("etag") ?? "";
      const notModified = await app.request(path, { headers: { "If-None-Match": etag } });
      checks.push({ path, status: notModified.status, headers: notModified.headers });
    }
    expect(new Set(checks.map((check) => check.status))).toEqual(new Set([200, 304, 400, 404, 405]));
    for (const { path, status, headers } of checks) {
      const declared = required(path, status);
      expect(declared.length, `${path} ${status}`).toBeGreaterThan(0);
      for (const [name, value] of declared) {
        expect(headers.has(name), `${path} ${status} ${name}`).toBe(true);
        if (value !== undefined) expect(headers.get(name), `${path} ${status} ${name}`).toBe(value);
      }
    }
  });

  it("shows real answers: each example is what the API answers to its request, and fits the schema", async () => {
    const api = await createApiClient(await testApp());
    const validator = createResponseValidator(document);
    for (const example of examplesOf()) {
      const target = example.summary.replace(/^GET /, "").replace(/ \(.*\)$/, "");
      validator.check(target, example.status, example.value);
      const answer = await api.get(target);
      expect(answer.status, target).toBe(example.status);
      if (example.summary.includes("cut")) {
        // Trimmed for reading: the same members, lists and long texts shortened.
        expect(Object.keys(example.value as object), target).toEqual(Object.keys(answer.body as object));
      } else {
        expect(example.value, target).toEqual(answer.body);
      }
    }
  });
});
