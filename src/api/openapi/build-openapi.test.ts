import { createConfig, lintFromString } from "@redocly/openapi-core";
import { Validator } from "@seriousme/openapi-schema-validator";
import { beforeAll, describe, expect, it } from "vitest";
import { createApiClient } from "../../test-support/api-client.js";
import { createResponseValidator } from "../../test-support/openapi-validator.js";
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
