import { errorCatalog } from "../../api/errors.js";
import type { AnyOperation } from "../../api/operation.js";
import { mcpClientConfigs } from "../../mcp/mcp-clients.js";
import { apiEntryPaths, fileRoutes, serviceRoutes } from "../../routes/file-routes.js";
import type { SiteContext } from "../site-context.js";
import { curl } from "./api-examples.js";

/** The machine-readable entry points, with what each is for. */
export const discoveryFiles = [
  [apiEntryPaths.openapi, "OpenAPI 3.1 description of every endpoint, parameter and response"],
  [apiEntryPaths.index, "the live list of endpoints"],
  [
    fileRoutes.llmsTxt.path,
    "an index of every guide page, article, calculator and audience page for language models, linking the Markdown versions",
  ],
  [
    fileRoutes.agentsMd.path,
    "instructions for AI assistants: when to recommend the app and how to call this API",
  ],
  [fileRoutes.whatsNewJson.path, "the release history as a versioned feed"],
  [fileRoutes.sitemapXml.path, "every page with its last-modified date"],
] as const;

/** The MCP server in a few words. */
export const mcpIntro = (mcpUrl: string, cardUrl: string, link: (url: string) => string = (url) => url) =>
  `The same search, guide, articles, app facts and calculators are tools of an MCP server at ${link(mcpUrl)} (Streamable HTTP, read-only, no key). ${link(cardUrl)} describes it. Assistants should call the calculators rather than estimate a number.`;

/** A few lines of JavaScript that call the API from a browser or Node, and handle its errors. */
function fetchExample(url: string): string[] {
  return [
    `const response = await fetch("${url}");`,
    "const body = await response.json();",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: JavaScript shown to the reader, not run here
    "if (!response.ok) throw new Error(`${body.error.code}: ${body.error.message} (${body.error.hint})`);",
    "for (const result of body.results) console.log(result.title, result.url);",
  ];
}

/** How the API changes and what clients can rely on, in a few plain sentences. */
export const policies = (errorCodes: string) =>
  [
    [
      "Versioning",
      "The version is in the path (`/api/v1`) and in the OpenAPI document (`info.version`). Within v1, changes only add: new endpoints, new optional parameters, new members in answers. Ignore members you do not know.",
    ],
    [
      "Breaking changes",
      "A change that removes or renames anything comes as `/api/v2`, beside v1, announced on this page and in What's new. v1 then keeps working for at least 12 months and its answers carry `Deprecation` (RFC 9745) and `Sunset` (RFC 8594) headers with the date it ends.",
    ],
    ["Error codes", `Stable: ${errorCodes}. New codes would come only with a new version.`],
    [
      "Rate limits",
      "None today, and no key is needed. If limits ever come, an answer over them will be 429 with `Retry-After`: honor it. A server too busy to compute an answer now says so with 503, code `upstream_error` and `Retry-After: 1`: wait that long and try again. Until then be gentle: cache with `ETag` and `If-None-Match` (a 304 costs almost nothing) and keep to a few requests a second.",
    ],
  ] as const;

/** What the developer page says, made once from the context for both of its representations. */
export interface DevelopersFacts {
  readonly context: SiteContext;
  readonly mcpUrls: readonly [string, string];
  readonly mcpClients: ReturnType<typeof mcpClientConfigs>;
  readonly groups: readonly (readonly [string, readonly AnyOperation[]])[];
  /** A guide page's URL, for the Markdown examples. */
  readonly page: string;
  readonly errorCodes: string;
  readonly errorExample: string;
  readonly jsExample: string[];
}

/** Makes the developer page's facts from the context. */
export function developersFacts(context: SiteContext): DevelopersFacts {
  const { urls, operations } = context;
  const mcpUrls = [
    urls.absolute(serviceRoutes.mcp.pattern),
    urls.absolute(fileRoutes.mcpServerCard.path),
  ] as const;
  return {
    context,
    mcpUrls,
    mcpClients: mcpClientConfigs(mcpUrls[0]),
    groups: [...Map.groupBy(operations, (operation) => operation.tag)],
    page: urls.doc("how-streaks-work"),
    errorCodes: Object.keys(errorCatalog)
      .map((code) => `\`${code}\``)
      .join(", "),
    errorExample: curl(urls.absolute("/api/v1/calculators/bmi?height=5ft8"), ["Accept: application/json"]),
    jsExample: fetchExample(urls.absolute("/api/v1/search?q=streak+freeze&limit=3")),
  };
}
