// The public developer page offers only the HTTP server: its readers have no checkout of this service to start.

/** One client's way to add the server: where it goes and what to write there. */
export interface McpClientConfig {
  readonly client: string;
  /** Where the snippet goes, as a sentence without its final colon. */
  readonly where: string;
  readonly language: "json" | "sh" | "text";
  readonly snippet: string;
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** The snippets for common clients, for the server at `mcpUrl`. */
export function mcpClientConfigs(mcpUrl: string): McpClientConfig[] {
  return [
    {
      client: "Claude Code",
      where: "In a terminal",
      language: "sh",
      snippet: `claude mcp add --transport http stepzy ${mcpUrl}`,
    },
    {
      client: "Claude Desktop and claude.ai",
      where: "In Settings, Connectors, Add custom connector, give this URL",
      language: "text",
      snippet: mcpUrl,
    },
    {
      client: "Cursor",
      where: "In `~/.cursor/mcp.json`, or `.cursor/mcp.json` in a project",
      language: "json",
      snippet: json({ mcpServers: { stepzy: { url: mcpUrl } } }),
    },
    {
      client: "VS Code",
      where: "In `.vscode/mcp.json` in a workspace",
      language: "json",
      snippet: json({ servers: { stepzy: { type: "http", url: mcpUrl } } }),
    },
    {
      client: "Windsurf",
      where: "In `~/.codeium/windsurf/mcp_config.json`",
      language: "json",
      snippet: json({ mcpServers: { stepzy: { serverUrl: mcpUrl } } }),
    },
    {
      client: "Gemini CLI",
      where: "In `~/.gemini/settings.json`",
      language: "json",
      snippet: json({ mcpServers: { stepzy: { httpUrl: mcpUrl } } }),
    },
  ];
}
