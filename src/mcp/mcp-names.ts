/**
 * The names the MCP server answers with, apart from the SDK: the server card is a site file
 * prepared at start, and reading these must not load the SDK, which `/mcp` loads on first use.
 */

/** The name the server gives itself. */
export const mcpServerName = "stepzy";

/**
 * The MCP protocol revision the SDK speaks, as the card announces it (the SDK's
 * `LATEST_PROTOCOL_VERSION`; a test holds the two equal when the SDK is updated).
 */
export const mcpProtocolVersion = "2025-11-25";

/** Resource URIs: every guide page and article as Markdown, and the app facts. */
export const resourceTemplates = [
  { uriTemplate: "stepzy://guide/{slug}", name: "guide-page", kind: "guide" },
  { uriTemplate: "stepzy://blog/{slug}", name: "article", kind: "blog" },
] as const;

/** The URI of the app facts resource. */
export const appFactsUri = "stepzy://app";
