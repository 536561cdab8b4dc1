import { type Incoming, incomingOfRequest } from "../http/incoming.js";
import { type AnswerParts, answerBytes } from "../http/representation.js";

/** The service as a Web-standard handler: the Worker's `fetch`, and the in-process client of tests. */
export interface WebApp {
  fetch(request: Request): Promise<Response>;
  /** A request by path (`/api/v1/app` on `http://localhost`), URL or Request, with `fetch`'s init. */
  request(input: string | URL | Request, init?: RequestInit): Promise<Response>;
}

/** An answer as a Web Response (HEAD, 204 and 304 without a body). */
export function responseOf(method: string, parts: AnswerParts): Response {
  const empty = method === "HEAD" || parts.body === null || parts.status === 204 || parts.status === 304;
  const body = empty ? null : (answerBytes(parts.body!) as Uint8Array<ArrayBuffer>);
  return new Response(body, { status: parts.status, headers: parts.headers });
}

/** The Web adapter: a Request translated in, the one request path's answer translated out. */
export function webApp(answer: (incoming: Incoming) => AnswerParts | Promise<AnswerParts>): WebApp {
  const fetch = async (request: Request) =>
    responseOf(request.method, await answer(incomingOfRequest(request)));
  return {
    fetch,
    request: (input, init) => {
      const url = typeof input === "string" && input.startsWith("/") ? `http://localhost${input}` : input;
      return fetch(url instanceof Request && !init ? url : new Request(url, init));
    },
  };
}
