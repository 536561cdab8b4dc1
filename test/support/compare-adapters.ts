import { Agent, request as httpRequest, type IncomingHttpHeaders } from "node:http";
import type { Incoming } from "../../src/http/incoming.js";
import type { AnswerParts } from "../../src/http/representation.js";
import { answerBytes } from "../../src/http/representation.js";
import type { WebApp } from "../../src/serve/web-app.js";
import { incoming } from "./service.js";

/** One answer as an adapter gives it: status, headers (lower-case names) and body bytes. */
export interface AdapterAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Buffer;
}

/** A request variant: the method and the headers that choose a representation. */
export interface RequestVariant {
  readonly method: "GET" | "HEAD";
  readonly headers: Readonly<Record<string, string>>;
}

/** The adapters of one service, and the two steps of its request path. */
export interface ServiceAdapters {
  /** The Web adapter (the Worker's and the in-process client's). */
  readonly app: Pick<WebApp, "request">;
  /** The first step of the request path: the prepared answer, if any. */
  readonly lookup: (request: Incoming) => AnswerParts | undefined;
  /** The rest of it: the routed answer, which a prepared one must equal. */
  readonly route: (request: Incoming) => AnswerParts | Promise<AnswerParts>;
  /** Port of the real Node listener on 127.0.0.1. */
  readonly port: number;
}

/** Every Accept and Accept-Encoding case the prepared answers decide on, and HEAD. */
export const requestVariants: readonly RequestVariant[] = [
  { method: "GET", headers: {} },
  { method: "GET", headers: { "Accept-Encoding": "br" } },
  { method: "GET", headers: { "Accept-Encoding": "gzip, deflate" } },
  { method: "GET", headers: { Accept: "text/markdown", "Accept-Encoding": "gzip, br" } },
  { method: "GET", headers: { Accept: "text/markdown, text/html, */*" } },
  { method: "GET", headers: { Accept: "text/html;q=0.9, */*;q=0.1", "Accept-Encoding": "br;q=0, gzip" } },
  { method: "HEAD", headers: { "Accept-Encoding": "br" } },
];

/**
 * Headers only a socket adds (RFC 9110 section 6.6.1 `Date`; connection management), and the
 * request id the Node edge gives every answer (one per request, so never equal; tested in
 * test/server.test.ts).
 */
const socketOnly = new Set(["date", "connection", "keep-alive", "transfer-encoding", "x-request-id"]);

/** Headers by lower-case name, in name order, without those only a socket adds. */
function normalise(headers: Iterable<[string, string]>): Record<string, string> {
  const entries = [...headers]
    .map(([name, value]) => [name.toLowerCase(), value] as const)
    .filter(([name]) => !socketOnly.has(name))
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return Object.fromEntries(entries);
}

async function throughApp(
  adapters: ServiceAdapters,
  target: string,
  variant: RequestVariant,
): Promise<AdapterAnswer> {
  const response = await adapters.app.request(target, { method: variant.method, headers: variant.headers });
  return {
    status: response.status,
    headers: normalise(response.headers),
    body: Buffer.from(await response.arrayBuffer()),
  };
}

function adapterAnswer(parts: AnswerParts, variant: RequestVariant): AdapterAnswer {
  return {
    status: parts.status,
    headers: normalise(Object.entries(parts.headers)),
    body: variant.method === "HEAD" || !parts.body ? Buffer.alloc(0) : Buffer.from(answerBytes(parts.body)),
  };
}

/** The prepared answer and the routed one to the same request (the prepared one may be absent). */
async function throughSteps(adapters: ServiceAdapters, target: string, variant: RequestVariant) {
  const request = incoming(target, variant.headers, variant.method);
  const prepared = adapters.lookup(request);
  return {
    lookup: prepared && adapterAnswer(prepared, variant),
    route: adapterAnswer(await adapters.route(request), variant),
  };
}

function throughSocket(
  agent: Agent,
  port: number,
  target: string,
  variant: RequestVariant,
): Promise<AdapterAnswer> {
  return new Promise((resolve, reject) => {
    const options = { host: "127.0.0.1", port, path: target, agent, ...variant };
    const request = httpRequest(options, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: normalise(
            Object.entries(response.headers as IncomingHttpHeaders).map(([name, value]) => [
              name,
              Array.isArray(value) ? value.join(", ") : String(value),
            ]),
          ),
          body: Buffer.concat(chunks),
        }),
      );
    });
    request.on("error", reject);
    request.end();
  });
}

function describe(answer: AdapterAnswer): string {
  return `${answer.status} ${JSON.stringify(answer.headers)} (${answer.body.byteLength} bytes)`;
}

function differs(a: AdapterAnswer, b: AdapterAnswer): boolean {
  return (
    a.status !== b.status || !a.body.equals(b.body) || JSON.stringify(a.headers) !== JSON.stringify(b.headers)
  );
}

/**
 * Sends every variant of every target (and, for each 200, the same request revalidated with its
 * ETag) through both adapters, and lists every request whose answers differ; where the target has
 * a prepared answer, it must equal the routed one. `routed` targets are the router's alone (icon
 * aliases, redirects): the lookup must leave them to it.
 */
export async function compareAdapters(
  adapters: ServiceAdapters,
  targets: readonly string[],
  variants: readonly RequestVariant[] = requestVariants,
  routed: readonly string[] = [],
): Promise<{ compared: number; differences: string[] }> {
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  const differences: string[] = [];
  let compared = 0;
  const routedOnly = new Set(routed);
  const check = async (target: string, variant: RequestVariant) => {
    const label = `${variant.method} ${target} ${JSON.stringify(variant.headers)}`;
    const app = await throughApp(adapters, target, variant);
    const socket = await throughSocket(agent, adapters.port, target, variant);
    const { lookup, route } = await throughSteps(adapters, target, variant);
    compared++;
    if (differs(socket, app))
      differences.push(`${label}: the socket answers ${describe(socket)}, the app ${describe(app)}`);
    if (routedOnly.has(target)) {
      if (lookup) differences.push(`${label}: the lookup answers ${describe(lookup)}, not the router`);
    } else if (lookup && differs(lookup, route))
      differences.push(
        `${label}: the prepared lookup answers ${describe(lookup)}, the route ${describe(route)}`,
      );
    return app;
  };
  try {
    for (const target of [...targets, ...routed]) {
      for (const variant of variants) {
        const app = await check(target, variant);
        const etag = app.headers.etag;
        if (app.status === 200 && etag)
          await check(target, { ...variant, headers: { ...variant.headers, "If-None-Match": etag } });
      }
    }
  } finally {
    agent.destroy();
  }
  return { compared, differences };
}
