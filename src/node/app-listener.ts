import type { IncomingMessage, RequestListener } from "node:http";
import { getRequestListener, RequestError } from "@hono/node-server";
import { malformedAnswer } from "./client-error.js";

/**
 * The app as a Node request listener (@hono/node-server's adapter), whose own failures get a real
 * answer: a request whose Host header or target makes no URL was answered by the adapter with an
 * empty, header-less 400; it now gets `malformedAnswer` (JSON under /api).
 */
export function appListener(
  fetch: (request: Request) => Response | Promise<Response>,
  hostname: string,
  baseUrl: string,
): RequestListener {
  // The adapter calls `errorHandler` within the listener call that failed to build the Request and
  // tells it only the error, so the request's target is kept for that call.
  let target = "";
  const listener = getRequestListener(fetch, {
    hostname,
    errorHandler: (error) => {
      if (!(error instanceof RequestError)) return undefined;
      const answer = malformedAnswer(undefined, target, baseUrl);
      return new Response(answer.body, { status: answer.status, headers: answer.headers });
    },
  });
  return (incoming: IncomingMessage, outgoing) => {
    target = incoming.url ?? "";
    void listener(incoming, outgoing);
  };
}
