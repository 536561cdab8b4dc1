import { z } from "zod";
import { allowedMethods } from "../../http/preflight.js";
import type { ParamDecls } from "../../params/declare.js";
import { openApiParameter } from "../../params/param-schema.js";
import { contentCaching, errorCaching, sharedCaching } from "../../routes/caching.js";
import { errorCatalog } from "../errors.js";
import type { AnyOperation } from "../operation.js";
import { apiVersion } from "../operations/discovery-operations.js";
import { errorSchema } from "../schemas/error-schema.js";
import { schemaRegistry } from "../schemas/registry.js";
import type { OperationExamples, ResponseExample } from "./response-examples.js";

const componentRef = (id: string) => ({ $ref: `#/components/schemas/${id}` });

function componentId(schema: z.ZodType): string {
  const id = schemaRegistry.get(schema)?.id;
  if (!id) throw new Error("every response schema must be a registered component");
  return id;
}

/** JSON Schemas of every registered component, cleaned for OpenAPI 3.1. */
function componentSchemas(): Record<string, unknown> {
  const { schemas } = z.toJSONSchema(schemaRegistry, {
    target: "draft-2020-12",
    io: "output",
    uri: (id) => `#/components/schemas/${id}`,
    override: ({ jsonSchema }) => {
      const schema = jsonSchema as Record<string, unknown>;
      if (schema.format === "date") delete schema.pattern;
      if (schema.maximum === Number.MAX_SAFE_INTEGER) delete schema.maximum;
      if (schema.minimum === Number.MIN_SAFE_INTEGER) delete schema.minimum;
    },
  });
  for (const schema of Object.values(schemas)) {
    delete (schema as Record<string, unknown>).$schema;
    delete (schema as Record<string, unknown>).$id;
  }
  // By name: the registry's order is module load order, which differs between Worker, Node and entry points.
  return Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

const statusDescriptions: Record<number, string> = {
  400: "A parameter is missing, unknown, repeated or outside its allowed range, type or set (`invalid_parameter`, `missing_parameter`).",
  404: "The resource or path does not exist (`not_found`).",
  405: "A method other than GET, HEAD or OPTIONS (`method_not_allowed`); the `Allow` header lists the methods.",
  503: "The service is too busy to compute this answer now (`upstream_error`): its queue of computed answers is full. `Retry-After` says when to try again; never cached. Prepared content answers are not affected.",
};

/** A media type's `examples` member, when there is an example. */
const examplesOf = (example: ResponseExample | undefined) =>
  example ? { examples: { example: { summary: example.summary, value: example.value } } } : {};

/** A response header of the components, by name. */
const header = (name: keyof typeof responseHeaders) => ({ $ref: `#/components/headers/${name}` });

/** The headers every answer of the API carries (CORS, the request id), and those of its errors. */
const everyAnswerHeaders = {
  "Access-Control-Allow-Origin": header("Access-Control-Allow-Origin"),
  "X-Request-Id": header("X-Request-Id"),
};
/** The headers of a content answer and of its 304. */
const contentAnswerHeaders = {
  ETag: header("ETag"),
  "Cache-Control": header("Cache-Control"),
  Vary: header("Vary"),
  ...everyAnswerHeaders,
};
const errorHeaders = (status: number) => ({
  ...everyAnswerHeaders,
  "Cache-Control": header("Cache-Control-Error"),
  ...(status === 405 ? { Allow: header("Allow") } : {}),
  ...(status === 503 ? { "Retry-After": header("Retry-After") } : {}),
});

/** A header the API always sends with a response it is declared on. */
const sentHeader = (description: string, schema: Record<string, unknown> = { type: "string" }) => ({
  description,
  required: true,
  schema,
});

/** The response headers the document declares, each once (`components.headers`). */
const responseHeaders = {
  ETag: sentHeader("Strong validator of the representation."),
  "Cache-Control": sentHeader(`How long the answer may be reused: \`${contentCaching}\`.`),
  "Cache-Control-Error": sentHeader(`Errors are not stored: \`${errorCaching}\`.`, {
    type: "string",
    const: errorCaching,
  }),
  Vary: sentHeader("`Accept-Encoding`: the body is sent compressed (br or gzip) when the client accepts it."),
  "Access-Control-Allow-Origin": sentHeader("Open to browser calls from any origin.", {
    type: "string",
    const: "*",
  }),
  "X-Request-Id": {
    description:
      "The request's id: the client's own `X-Request-Id` when it is 1 to 128 letters, digits and `._:@/+=-`, else one the service makes; its log line carries the same. Sent by the Node service.",
    schema: { type: "string" },
  },
  Allow: sentHeader("The methods the API answers.", { type: "string", const: allowedMethods }),
  "Retry-After": sentHeader("Seconds to wait before trying again.", { type: "string", pattern: "^[0-9]+$" }),
} as const;

const jsonError = (description: string, example?: ResponseExample, status = 0) => ({
  description,
  headers: errorHeaders(status),
  content: {
    "application/json": { schema: componentRef(componentId(errorSchema)), ...examplesOf(example) },
  },
});

function operationObject(operation: AnyOperation, examples: OperationExamples = {}): Record<string, unknown> {
  const declared = (decls: ParamDecls, location: "path" | "query") =>
    Object.entries(decls).map(([name, decl]) => openApiParameter(name, decl, location));
  const parameters = [...declared(operation.pathParams, "path"), ...declared(operation.query, "query")];
  const errorStatuses = [...new Set([400, ...operation.errorStatuses, 405, 503])].sort();
  return {
    operationId: operation.operationId,
    summary: operation.summary,
    description: operation.description,
    tags: [operation.tag],
    ...(parameters.length ? { parameters } : {}),
    responses: {
      "200": {
        description: `Success. Carries a strong \`ETag\`; \`Cache-Control: ${contentCaching}\`.`,
        headers: contentAnswerHeaders,
        content: {
          "application/json": {
            schema: componentRef(componentId(operation.response)),
            ...examplesOf(examples["200"]),
          },
        },
      },
      "304": {
        description: "Not modified: the `If-None-Match` ETag is current.",
        headers: contentAnswerHeaders,
      },
      ...Object.fromEntries(
        errorStatuses.map((status) => [
          String(status),
          jsonError(statusDescriptions[status] ?? "Error.", examples[String(status)], status),
        ]),
      ),
      default: jsonError(
        "Any other failure, as the same Error envelope: `upstream_error` (502) when a content source outside the service fails, and 500 with `upstream_error` for an unexpected internal failure (no stack trace is ever sent).",
      ),
    },
  };
}

/** Builds the OpenAPI 3.1.0 document from the declarations the server answers with, so they cannot drift. */
export function buildOpenApiDocument(
  operations: readonly AnyOperation[],
  baseUrl: string,
  examples: ReadonlyMap<string, OperationExamples> = new Map(),
): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of operations) {
    paths[operation.path] = { get: operationObject(operation, examples.get(operation.operationId)) };
  }
  const codes = Object.entries(errorCatalog)
    .map(([code, entry]) => `\`${code}\` (${entry.status}): ${entry.title}.`)
    .join(" ");
  return {
    openapi: "3.1.0",
    info: {
      title: "Stepzy Web API",
      version: apiVersion,
      summary: "Read-only JSON API of Stepzy, the step counter for iPhone and Apple Watch.",
      description: [
        "App facts, release history, the user guide, blog articles, eight walking and body-metric calculators, and ranked search.",
        "Every endpoint is GET (HEAD is answered wherever GET is; OPTIONS answers CORS preflights with 204). No authentication. Every response carries `Access-Control-Allow-Origin: *`.",
        "Parsing is strict: an unknown or repeated query parameter, a number not written as plain decimal digits (`1e2`, `0x10`, `+5`, `.5`, `1.5` for an integer, blank; leading zeros are read: `05` is 5) or a wrong-case enum value is a 400 `invalid_parameter` naming the parameter, the allowed range and the received value. A trailing slash on a path under `/api` is served as without it (`/openapi.json/` redirects to `/openapi.json` with 308, as website paths do).",
        `Error codes are stable: ${codes} Unexpected internal failures answer 500 with code \`upstream_error\`; a request URL over 8 KB answers 400 \`invalid_parameter\` naming its longest query parameter, with that parameter's allowed range when the endpoint has it (\`q\`: 2 to 200 characters), or 404 \`not_found\` when the path alone is that long (no resource has such a path); a header set over 16 KB or 100 lines answers 400 \`invalid_parameter\` naming the header limit, and a method other than GET, HEAD or OPTIONS on a path that exists 405 \`method_not_allowed\` with \`Allow\` (on any other path 404 \`not_found\`), whatever the method's spelling (\`FOO\`, \`get\`, \`CONNECT\`). When its queue of answers computed per request (search, calculators, errors) is full, the service sheds load: 503 with \`Retry-After\` and code \`upstream_error\` (as the cache in front answers when no replica answers); the content answers prepared at start never wait behind them.`,
        `Every 200 has a strong ETag (If-None-Match answers 304) and \`Cache-Control: ${contentCaching}\`; bodies over 1 KB are compressed with br or gzip by Accept-Encoding.`,
        `For shared caches, every 200 also carries \`CDN-Cache-Control: ${sharedCaching}\` (RFC 9213; browsers ignore it) and \`Surrogate-Key\` naming the content it shows, so a content change purges exactly the answers it changes; every content answer carries \`X-Content-Version\`, the id of the content it was built from (also in \`/healthz\`).`,
        "Every answer of the Node service carries `X-Request-Id`: the client's or proxy's own when it sends one of 1 to 128 letters, digits and `._:@/+=-`, else one the service makes. Its request log line carries the same id; quote it when reporting a problem.",
      ].join("\n\n"),
      contact: { name: "Stepzy Labs", email: "support@stepzy.app", url: `${baseUrl}/developers` },
      license: {
        name: "Content © Stepzy Labs, all rights reserved; the API may be called freely",
        url: `${baseUrl}/developers`,
      },
    },
    // No authentication (docs/api.md): an empty requirement list says so explicitly.
    security: [],
    servers: [{ url: baseUrl, description: "This service" }],
    tags: [
      { name: "Discovery", description: "Entry points for people and agents." },
      { name: "Content", description: "App facts, releases, the user guide and the blog." },
      {
        name: "Calculators",
        description: "Walking and body-metric calculators; the same code as the website's tools.",
      },
      { name: "Search", description: "Ranked keyword search across the site." },
    ],
    externalDocs: { description: "Developer page", url: `${baseUrl}/developers` },
    paths,
    components: {
      schemas: componentSchemas(),
      headers: responseHeaders,
    },
  };
}
