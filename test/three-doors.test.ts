import type { Server } from "node:http";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exampleRequests } from "../src/api/example-requests.js";
import { operations } from "../src/api/routes.js";
import type { Service } from "../src/compose.js";
import { listen } from "../src/node/listen.js";
import { assetAliases } from "../src/routes/file-routes.js";
import { listenOnLoopback } from "./support/listen-loopback.js";
import { testService } from "./support/service.js";
import { compareDoors } from "./support/three-doors.js";

// Every prepared target, in every variant a client can ask for, through three doors: the app
// (`app.request`), the prepared lookup and the real Node listener on a socket. All three must give
// the same status, headers and bytes (issue 12). The server listens only after preparation is
// done, so no answer depends on timing.
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

describe("every prepared answer through three doors", () => {
  it("is identical from the app, the prepared lookup and the Node listener", async () => {
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
    const { compared, differences } = await compareDoors(
      { app: service.app, lookup: service.fastAnswer, port },
      targets,
      undefined,
      routed,
    );
    console.log(
      `three doors: ${prepared.length} prepared, ${computed.length} computed, ${missing.length} missing and ${routed.length} routed targets, ${compared} requests compared through each`,
    );
    expect(differences).toEqual([]);
  }, 180_000);

  it("finds a route that only one door answers (a throwaway table)", async () => {
    // A throwaway route table; each door is built from it, and the app alone gets one more route
    // (a 410 for a retired page), as a route added to one door only would be.
    const table = [
      { path: "/guide/kept", status: 200, body: "Kept" },
      { path: "/guide/retired", status: 200, body: "Retired" },
    ];
    const answer = (status: number, body: string) =>
      new Response(body, {
        status,
        headers: { "Content-Type": "text/plain", "Content-Length": String(body.length) },
      });
    const fromTable = (extra?: (app: Hono) => void) => {
      const app = new Hono();
      extra?.(app);
      for (const route of table) app.get(route.path, () => answer(route.status, route.body));
      return app;
    };
    const appDoor = fromTable((app) => app.get("/guide/retired", () => answer(410, "Gone")));
    const node = listen(
      {
        app: fromTable(),
        preparedAnswer: () => undefined,
        computedAnswer: () => undefined,
      } as unknown as Service,
      { port: 0, hostname: "127.0.0.1", baseUrl: "https://stepzy.test", log: () => {}, logRequests: false },
    );
    const address = await node.listening;
    try {
      const { differences } = await compareDoors(
        {
          app: appDoor,
          lookup: ({ target }) => {
            const route = table.find((entry) => entry.path === target);
            if (!route) return undefined;
            const body = new TextEncoder().encode(route.body);
            const headers = { "Content-Type": "text/plain", "Content-Length": String(body.byteLength) };
            return { status: route.status, headers, body };
          },
          port: address.port,
        },
        table.map((route) => route.path),
        [{ method: "GET", headers: {} }],
      );
      expect(differences.length).toBe(2);
      expect(differences.every((line) => line.startsWith("GET /guide/retired"))).toBe(true);
    } finally {
      await new Promise<void>((resolve) => node.server.close(() => resolve()));
    }
  });
});
