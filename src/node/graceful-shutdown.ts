import type { Server } from "node:http";
import { Server as NetServer } from "node:net";

/** Stops a Node HTTP server without losing a request; resolves when connections end or after `graceMs`. */
export function shutdownGracefully(server: Server, graceMs = 10_000): Promise<void> {
  server.prependListener("request", (_request, response) => {
    response.setHeader("Connection", "close");
  });
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      server.closeAllConnections();
      resolve();
    }, graceMs);
    timer.unref();
    // Not `server.close()`: since Node 19 it drops idle keep-alive sockets, losing a request sent on one.
    NetServer.prototype.close.call(server, () => {
      clearTimeout(timer);
      resolve();
    });
    // Idle keep-alive sockets end at the keep-alive timeout; shorten it so shutdown is quick.
    server.keepAliveTimeout = 500;
    setTimeout(() => server.closeIdleConnections(), 1000).unref();
  });
}
