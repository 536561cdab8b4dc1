import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exampleRequests } from "../src/api/example-requests.js";
import { operations } from "../src/api/routes.js";
import type { Service } from "../src/compose.js";
import type { Incoming } from "../src/http/incoming.js";
import type { AnswerParts } from "../src/http/representation.js";
import { listen } from "../src/node/listen.js";
import { assetAliases } from "../src/routes/file-routes.js";
import { webApp } from "../src/serve/web-app.js";
import { compareAdapters } from "./support/compare-adapters.js";
import { listenOnLoopback } from "./support/listen-loopback.js";
import { testService } from "./support/service.js";

// Every prepared target, in every variant a client can ask for, through both adapters: the Web one
// (`app.request`, as the Worker) and the real Node listener on a socket. Both must give the same
// status, headers and bytes, and a prepared answer must be the routed answer. The server listens
// only after preparation is done, so no answer depends on timing.
let service: Service;
let server: Server;
let port: number;

beforeAll(async () => {
  service = await testService();
  await service.prepare();
  const listening = listenOnLoopback(service);
  server = listening.server;
  port = (await listening.listening).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("every answer through both adapters", () => {
  it("is identical from the Web adapter and the Node listener, prepared or routed", async () => {
    const prepared = service.preparedTargets();
    expect(prepared.length).toBeGreaterThan(300);
    // Computed operations (calculators, search) have endless instances: each of their examples.
    const computed = operations
      .filter((operation) => !operation.prepare)
      .flatMap((operation) => exampleRequests(operation));
    expect(computed.length).toBeGreaterThan(8);
    // Missing pages, as scanners and mistyped links ask for them: the 404 page, with suggestions.
    const missing = [
      "/guide/no-such-page",
      "/guide/how-streaks-work.md.md",
      "/blog/walking-for-weight-losss",
      "/tools/bmi-calculator?ft=5&in=9",
      "/no-such-page.md",
      "/index",
      "/.env",
      "/wp-login.php",
      "/guide/how-streaks-work/more",
    ];
    const targets = [...prepared, ...computed, ...missing];
    // The router's alone: the icon aliases of the route table, and spellings it redirects.
    const routed = [
      ...assetAliases.map((alias) => alias.pattern),
      "/guide/install%2Dand-set-up",
      "//guide",
      "/guide/",
    ];
    const { compared, differences } = await compareAdapters(
      { app: service.app, lookup: service.lookup, route: service.route, port },
      targets,
      undefined,
      routed,
    );
    console.log(
      `adapters: ${prepared.length} prepared, ${computed.length} computed, ${missing.length} missing and ${routed.length} routed targets, ${compared} requests compared through each`,
    );
    expect(differences).toEqual([]);
  }, 180_000);

  it("finds a route that only one adapter answers (a throwaway table)", async () => {
    // A throwaway route table; each adapter serves it, and the Web one alone gets one more route
    // (a 410 for a retired page), as a route added to one adapter only would be.
    const table = [
      { path: "/guide/kept", status: 200, body: "Kept" },
      { path: "/guide/retired", status: 200, body: "Retired" },
    ];
    const answer = (status: number, body: string): AnswerParts => ({
      status,
      headers: { "Content-Type": "text/plain", "Content-Length": String(body.length) },
      body: new TextEncoder().encode(body),
    });
    const fromTable = (retired?: boolean) => (request: Incoming) => {
      if (retired && request.target === "/guide/retired") return answer(410, "Gone");
      const route = table.find((entry) => entry.path === request.target);
      return route ? answer(route.status, route.body) : answer(404, "Not found");
    };
    const node = listen({ lookup: () => undefined, route: fromTable() } as unknown as Service, {
      port: 0,
      hostname: "127.0.0.1",
      baseUrl: "https://stepzy.test",
      log: () => {},
      logRequests: false,
    });
    const address = await node.listening;
    try {
      const { differences } = await compareAdapters(
        { app: webApp(fromTable(true)), lookup: () => undefined, route: fromTable(), port: address.port },
        table.map((route) => route.path),
        [{ method: "GET", headers: {} }],
      );
      expect(differences.length).toBe(1);
      expect(differences.every((line) => line.startsWith("GET /guide/retired"))).toBe(true);
    } finally {
      await new Promise<void>((resolve) => node.server.close(() => resolve()));
    }
  });
});
