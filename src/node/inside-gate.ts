import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Set while a request that holds a place in the work gate is being answered: work it admits again
 * (an MCP request routed through the app under any spelling of its path, `/./mcp` or `/x/../mcp`)
 * runs at once instead of queueing behind the place it holds, which deadlocked the gate when every
 * place was taken that way.
 */
export const insideGate = new AsyncLocalStorage<true>();
