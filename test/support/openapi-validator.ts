import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";

// ajv-formats is CommonJS; its default export arrives wrapped under ESM.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (
  ajv: Ajv2020,
) => void;

/** Validates answers against the response schemas of the OpenAPI document, by path and status. */
export interface ResponseValidator {
  /** Throws with the schema errors unless `body` is valid for the operation matching `path` and `status`. */
  check(path: string, status: number, body: unknown): void;
  /** The operationId the path belongs to, if any. */
  operationFor(path: string): string | undefined;
}

function pathPattern(template: string): RegExp {
  const escaped = template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{\w+\}/g, "[^/]+");
  return new RegExp(`^${escaped}/?$`);
}

/** Builds a validator from an OpenAPI 3.1 document (JSON Schema 2020-12 components). */
export function createResponseValidator(document: Record<string, unknown>): ResponseValidator {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const components = (document.components as { schemas: Record<string, object> }).schemas;
  ajv.addSchema({ $id: "https://stepzy.test/openapi.json", components: { schemas: components } });
  const paths = document.paths as Record<
    string,
    {
      get: {
        operationId: string;
        responses: Record<string, { content?: Record<string, { schema: { $ref: string } }> }>;
      };
    }
  >;
  const routes = Object.entries(paths).map(([template, item]) => ({
    pattern: pathPattern(template),
    get: item.get,
  }));
  // Concrete paths first so that /api/v1/calculators/bmi does not match a template by accident.
  routes.sort(
    (a, b) => Number(a.pattern.source.includes("[^/]+")) - Number(b.pattern.source.includes("[^/]+")),
  );
  const find = (path: string) =>
    routes.find((route) => route.pattern.test(path.split("?")[0]!.replace(/(.)\/+$/, "$1")));
  return {
    operationFor: (path) => find(path)?.get.operationId,
    check(path, status, body) {
      const route = find(path);
      const response = route
        ? (route.get.responses[String(status)] ?? route.get.responses.default)
        : undefined;
      const ref = response?.content?.["application/json"]?.schema.$ref ?? "#/components/schemas/Error";
      const validate = ajv.getSchema(`https://stepzy.test/openapi.json${ref}`);
      if (!validate) throw new Error(`no schema ${ref}`);
      if (!validate(body)) {
        throw new Error(
          `${path} ${status} does not match ${ref}: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 500)}`,
        );
      }
    },
  };
}
