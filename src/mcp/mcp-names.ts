// Kept apart from the SDK: the server card is prepared at start, and reading these must not load it.

/** The name the server gives itself. */
export const mcpServerName = "stepzy";

/** The MCP revision the SDK speaks, for the card (a test holds it equal to `LATEST_PROTOCOL_VERSION`). */
export const mcpProtocolVersion = "2025-11-25";

/** Resource URIs: every guide page and article as Markdown, and the app facts. */
export const resourceTemplates = [
  { uriTemplate: "stepzy://guide/{slug}", name: "guide-page", kind: "guide" },
  { uriTemplate: "stepzy://blog/{slug}", name: "article", kind: "blog" },
] as const;

/** The URI of the app facts resource. */
export const appFactsUri = "stepzy://app";
