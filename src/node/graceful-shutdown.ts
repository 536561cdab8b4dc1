import type { Server } from "node:http";
import { Server as NetServer } from "node:net";

/**
 * Stops a Node HTTP server without losing a request: it stops accepting connections, answers
 * every request still arriving on open keep-alive connections with `Connection: close`, and
 * resolves once the last connection has ended (or after `graceMs`, when it destroys the rest).
 *
 * `http.Server.close()` would also drop idle keep-alive connections at once (Node 19+), which
 * loses a request a client is sending on one at that moment; so the listening socket is closed
 * through `net.Server.prototype.close` and idle connections are left to end after their response.
 */
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
    NetServer.prototype.close.call(server, () => {
      clearTimeout(timer);
      resolve();
    });
    // Idle keep-alive sockets end at the keep-alive timeout; shorten it so shutdown is quick.
    server.keepAliveTimeout = 500;
    setTimeout(() => server.closeIdleConnections(), 1000).unref();
  });
}
