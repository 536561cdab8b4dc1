import { beforeAll, describe, expect, it } from "vitest";
import { testApp } from "../../test/support/service.js";
import { operations } from "../api/routes.js";
import { mcpTools } from "./mcp-tools.js";

// The OpenAPI document, the calculator list and the MCP tool list, as served, describe every
// parameter alike: each derives from the one declaration (issue 16).
interface JsonSchema {
  readonly type?: string;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly enum?: readonly string[];
  readonly default?: unknown;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly description?: string;
}
interface Tool {
  readonly name: string;
  readonly inputSchema: { properties: Record<string, JsonSchema>; required?: string[] };
}
interface OpenApiParameter {
  readonly name: string;
  readonly in: string;
  readonly required: boolean;
  readonly schema: JsonSchema;
}

const facets = ({
  type,
  minimum,
  maximum,
  enum: values,
  default: fallback,
  minLength,
  maxLength,
}: JsonSchema) => ({ type, minimum, maximum, enum: values, default: fallback, minLength, maxLength });

let tools: Tool[];
// biome-ignore lint/suspicious/noExplicitAny: JSON documents, read by the assertions
let openapi: any;
// biome-ignore lint/suspicious/noExplicitAny: JSON documents, read by the assertions
let calculatorList: any;
/** The OpenAPI path of each tool's operation. */
let toolPaths: Map<string, string>;

beforeAll(async () => {
  const app = await testApp();
  const listed = await app.request("/mcp", {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
  });
  tools = (await listed.json()).result.tools;
  openapi = await (await app.request("/openapi.json")).json();
  calculatorList = await (await app.request("/api/v1/calculators")).json();
  toolPaths = new Map(mcpTools(operations).map((tool) => [tool.name, tool.operation.path]));
});

describe("one declaration per parameter", () => {
  it("gives every tool the parameters of its OpenAPI operation, with the same types, ranges, enums and defaults", () => {
    expect(tools.length).toBe(toolPaths.size);
    for (const tool of tools) {
      const parameters: OpenApiParameter[] = openapi.paths[toolPaths.get(tool.name)!].get.parameters ?? [];
      expect(Object.keys(tool.inputSchema.properties).sort(), tool.name).toEqual(
        parameters.map((parameter) => parameter.name).sort(),
      );
      for (const parameter of parameters) {
        const property = tool.inputSchema.properties[parameter.name]!;
        const { pattern: _slugOrUrl, ...schema } = parameter.schema as JsonSchema & { pattern?: string };
        expect(facets(property), `${tool.name}.${parameter.name}`).toEqual(facets(schema));
        expect(tool.inputSchema.required?.includes(parameter.name) ?? false).toBe(parameter.required);
      }
    }
  });

  it("gives every calculator tool the parameters of the calculator list", () => {
    for (const entry of calculatorList.calculators) {
      const tool = tools.find(
        (candidate) => toolPaths.get(candidate.name) === new URL(entry.endpoint).pathname,
      );
      expect(tool, entry.slug).toBeDefined();
      for (const parameter of entry.parameters) {
        const property = tool!.inputSchema.properties[parameter.name]!;
        expect(facets(property), `${entry.slug}.${parameter.name}`).toEqual(
          facets({
            type: parameter.type,
            minimum: parameter.minimum,
            maximum: parameter.maximum,
            enum: parameter.enum,
            default: parameter.default,
          }),
        );
        if (parameter.unit) expect(property.description ?? "").toContain(parameter.unit);
      }
      expect(Object.keys(tool!.inputSchema.properties).length).toBe(entry.parameters.length);
    }
  });
});
