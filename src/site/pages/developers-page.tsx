import { errorCatalog } from "../../api/errors.js";
import { showcaseRequest } from "../../api/example-requests.js";
import { apiVersion } from "../../api/operations/discovery-operations.js";
import { calculators } from "../../calculators/registry.js";
import { headingSlug } from "../../content/heading-slug.js";
import { mcpClientConfigs } from "../../mcp/mcp-clients.js";
import { apiEntryPaths, fileRoutes, serviceRoutes } from "../../routes/file-routes.js";
import { pagePath } from "../../routes/site-map.js";
import { InlineCode } from "../calculators/inline-code.js";
import { LinkList, PageHeader, TableOfContents } from "../layout/page-parts.js";
import { fixedPageAddresses, type PageView } from "../page-view.js";
import type { SiteContext } from "../site-context.js";
import { curl } from "./api-examples.js";

/** The machine-readable entry points, with what each is for. */
const discoveryFiles = [
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
const mcpIntro = (mcpUrl: string, cardUrl: string, link: (url: string) => string = (url) => url) =>
  `The same search, guide, articles, app facts and calculators are tools of an MCP server at ${link(mcpUrl)} (Streamable HTTP, read-only, no key). ${link(cardUrl)} describes it. Assistants should call the calculators rather than estimate a number.`;

/** How the API changes and what clients can rely on, in a few plain sentences. */
const policies = (errorCodes: string) =>
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

/** Makes the developer page's facts from the context. */
function developersFacts(context: SiteContext) {
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
    // A guide page's URL, for the Markdown examples.
    page: urls.doc("how-streaks-work"),
    errorCodes: Object.keys(errorCatalog)
      .map((code) => `\`${code}\``)
      .join(", "),
    errorExample: curl(urls.absolute("/api/v1/calculators/bmi?height=5ft8"), ["Accept: application/json"]),
    // A few lines of JavaScript that call the API from a browser or Node, and handle its errors.
    jsExample: [
      `const response = await fetch("${urls.absolute("/api/v1/search?q=streak+freeze&limit=3")}");`,
      "const body = await response.json();",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: JavaScript shown to the reader, not run here
      "if (!response.ok) throw new Error(`${body.error.code}: ${body.error.message} (${body.error.hint})`);",
      "for (const result of body.results) console.log(result.title, result.url);",
    ],
  };
}

/** What the developer page says, made once from the context for both of its representations. */
type DevelopersFacts = ReturnType<typeof developersFacts>;

function Code(props: { readonly lines: readonly string[] }) {
  return (
    <pre class="code">
      <code>{props.lines.join("\n")}</code>
    </pre>
  );
}

/** The page's sections, for its table of contents (a phone scrolls through 16,000 pixels of it). */
const sections = [
  ["start-here", "Start here"],
  ["conventions", "Conventions"],
  ["javascript-title", "From JavaScript"],
  ["policies-title", "Policies"],
  ["mcp-title", "Connect an assistant (MCP)"],
  ["endpoints", "Endpoints"],
  ["reference-title", "Interactive reference"],
].map(([id, text]) => ({ level: 2, id: id!, text: text! }));

/** The developer page: the API explained with copy-paste curl examples and the interactive reference. */
export function developersView(context: SiteContext): PageView {
  const facts = developersFacts(context);
  const { graph } = context;
  return {
    ...fixedPageAddresses("developers"),
    title: "Developers",
    documentTitle: `${graph.app.name} Web API for developers`,
    description: `The read-only JSON API of ${graph.app.name}: app facts, releases, the user guide, articles, calculators and search, with curl examples and an interactive reference.`,
    section: "developers",
    markdown: developersMarkdown(facts),
    main: (
      <article class="page">
        <PageHeader title="Developers">
          A read-only JSON API over everything this site publishes about {graph.app.name}. Every endpoint is a
          GET, needs no key or account, and can be called from any web page.
        </PageHeader>
        <TableOfContents anchors={sections} />
        <div class="page-body">
          <StartHere urls={context.urls} />
          <Conventions facts={facts} />
          <section aria-labelledby="javascript-title">
            <h2 id="javascript-title">From JavaScript</h2>
            <p>The API answers any origin, so a web page can call it directly:</p>
            <Code lines={facts.jsExample} />
          </section>
          <Policies errorCodes={facts.errorCodes} />
          <McpSection facts={facts} />
          <Endpoints facts={facts} />
          <Reference />
        </div>
      </article>
    ),
  };
}

/** The page in Markdown: the same paragraphs and examples, in the same order, as its HTML. */
function developersMarkdown(facts: DevelopersFacts): string {
  const { graph, urls } = facts.context;
  const intro = `A read-only JSON API over everything this site publishes about ${graph.app.name}: app facts, release history, the user guide, blog articles, ${calculators.length} calculators and search. Every endpoint is a GET, needs no key or account, and answers with \`Access-Control-Allow-Origin: *\`. API version ${apiVersion}; base URL <${urls.base}>.`;
  const conventions = [
    'Errors are JSON: `{"error": {"code", "message", "hint", "status", "parameter"}}`, with stable codes (`invalid_parameter`, `missing_parameter`, `not_found`, `method_not_allowed`, `upstream_error`). Unknown or repeated query parameters are errors, so typos never pass silently.',
    "Every 200 carries a strong `ETag`; send it back in `If-None-Match` for a 304. Responses are cacheable for five minutes and compressed with br or gzip on request.",
    "Every web page is also Markdown: send `Accept: text/markdown`, or append `.md` to its path.",
  ];
  const endpoints = facts.groups.map(
    ([tag, members]) =>
      `## Endpoints: ${tag}\n\n${members
        .map(
          (operation) =>
            `### ${operation.summary}\n\n\`GET ${operation.path}\` (${operation.operationId}): ${operation.description}\n\n\`\`\`sh\n${curl(urls.absolute(showcaseRequest(operation)))}\n\`\`\``,
        )
        .join("\n\n")}`,
  );
  return [
    intro,
    `## Start here\n\n${discoveryFiles.map(([path, what]) => `- [${path}](${urls.absolute(path)}): ${what}`).join("\n")}`,
    `## Conventions\n\n${conventions.map((line) => `- ${line}`).join("\n")}\n\n\`\`\`sh\n${curl(facts.page, ["Accept: text/markdown"])}\n${curl(`${facts.page}.md`)}\n\`\`\`\n\nA bad parameter answers 400 with what to send instead:\n\n\`\`\`sh\n${facts.errorExample}\n\`\`\``,
    `## From JavaScript\n\nThe API answers any origin, so a web page can call it directly:\n\n\`\`\`js\n${facts.jsExample.join("\n")}\n\`\`\``,
    `## Policies\n\n${policies(facts.errorCodes)
      .map(([title, text]) => `- **${title}.** ${text}`)
      .join("\n")}`,
    `## Connect an assistant (MCP)\n\n${mcpIntro(...facts.mcpUrls, (url) => `<${url}>`)}\n\n${facts.mcpClients
      .map(
        ({ client, where, language, snippet }) =>
          `### ${client}\n\n${where}:\n\n\`\`\`${language}\n${snippet}\n\`\`\``,
      )
      .join("\n\n")}`,
    ...endpoints,
  ].join("\n\n");
}

function StartHere(props: { readonly urls: SiteContext["urls"] }) {
  return (
    <section aria-labelledby="start-here">
      <h2 id="start-here">Start here</h2>
      <p>
        API version {apiVersion}. Base URL <code>{props.urls.base}</code>. Try one call:
      </p>
      <Code lines={[curl(props.urls.absolute("/api/v1/app"))]} />
      <LinkList links={discoveryFiles.map(([path, what]) => [path, path, what])} />
    </section>
  );
}

function Conventions(props: { readonly facts: DevelopersFacts }) {
  const { page, errorExample } = props.facts;
  return (
    <section aria-labelledby="conventions">
      <h2 id="conventions">Conventions</h2>
      <ul>
        <li>
          Errors are JSON with a stable <code>code</code>, a <code>message</code> naming the parameter, its
          allowed range and what was received, and a <code>hint</code> showing a valid form. Unknown or
          repeated query parameters are errors, so typos never pass silently.
        </li>
        <li>
          Every 200 carries a strong <code>ETag</code>; send it back in <code>If-None-Match</code> for a 304.
          Responses can be cached for five minutes and are compressed with br or gzip on request.
        </li>
        <li>
          Every web page is also Markdown: send <code>Accept: text/markdown</code> or append <code>.md</code>{" "}
          to its path.
        </li>
      </ul>
      <Code lines={[curl(page, ["Accept: text/markdown"]), curl(`${page}.md`)]} />
      <p>A bad parameter answers 400 with what to send instead:</p>
      <Code lines={[errorExample]} />
    </section>
  );
}

function Policies(props: { readonly errorCodes: string }) {
  return (
    <section aria-labelledby="policies-title">
      <h2 id="policies-title">Policies</h2>
      <dl class="policies">
        {policies(props.errorCodes).map(([title, text]) => (
          <>
            <dt>{title}</dt>
            <dd>
              <InlineCode text={text} />
            </dd>
          </>
        ))}
      </dl>
    </section>
  );
}

function McpSection(props: { readonly facts: DevelopersFacts }) {
  return (
    <section aria-labelledby="mcp-title">
      <h2 id="mcp-title">Connect an assistant (MCP)</h2>
      <p>{mcpIntro(...props.facts.mcpUrls)}</p>
      {props.facts.mcpClients.map(({ client, where, snippet }) => (
        <>
          <h3>{client}</h3>
          <p>
            <InlineCode text={`${where}:`} />
          </p>
          <Code lines={snippet.split("\n")} />
        </>
      ))}
    </section>
  );
}

function Endpoints(props: { readonly facts: DevelopersFacts }) {
  const { urls } = props.facts.context;
  return (
    <section aria-labelledby="endpoints">
      <h2 id="endpoints">Endpoints</h2>
      {props.facts.groups.map(([tag, members]) => (
        <section aria-labelledby={`tag-${headingSlug(tag)}`}>
          <h3 id={`tag-${headingSlug(tag)}`}>{tag}</h3>
          {members.map((operation) => (
            <div class="endpoint" id={operation.operationId}>
              <h4>
                <code>GET {operation.path}</code> <span class="endpoint-summary">{operation.summary}</span>
              </h4>
              <p>
                <InlineCode text={operation.description} />
              </p>
              <Code lines={[curl(urls.absolute(showcaseRequest(operation)))]} />
            </div>
          ))}
        </section>
      ))}
    </section>
  );
}

function Reference() {
  return (
    <section aria-labelledby="reference-title" class="reference">
      <h2 id="reference-title">Interactive reference</h2>
      <p>
        Generated from <a href={apiEntryPaths.openapi}>the OpenAPI document</a>; it needs JavaScript. You can
        send requests from it, or <a href={pagePath("apiReference")}>open it on its own</a>.
      </p>
      <iframe
        class="reference-frame"
        src={pagePath("apiReference")}
        title="Interactive API reference"
        loading="lazy"
      />
    </section>
  );
}
