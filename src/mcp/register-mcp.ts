import type { Hono } from "hono";
import { serviceRoutes } from "../routes/file-routes.js";
import { type McpEndpointOptions, mcpEndpoint } from "./mcp-endpoint.js";

/**
 * Registers `/mcp` for every method (the endpoint answers 405 to what a stateless server does not
 * take). Its card is a site file (`/.well-known/mcp/server-card.json`), prepared with the others.
 */
export function registerMcp(app: Hono, options: McpEndpointOptions): void {
  const endpoint = mcpEndpoint(options);
  app.all(serviceRoutes.mcp.pattern, (c) => endpoint(c.req.raw));
}
