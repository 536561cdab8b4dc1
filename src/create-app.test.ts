import { describe, expect, it } from "vitest";
import { z } from "zod";
import { testGraph } from "../test/support/service.js";
import { defineOperation } from "./api/operation.js";
import { component } from "./api/schemas/registry.js";
import { createApp } from "./create-app.js";
import type { RequestLogEntry } from "./http/request-log.js";
import { createContentStore } from "./store/content-store.js";
import { createSnapshot } from "./store/snapshot.js";

const failing = defineOperation({
  operationId: "failing",
  path: "/api/v1/failing",
  summary: "Fails",
  description: "Throws an unexpected error.",
  tag: "Test",
  query: {},
  pathParams: {},
  response: component("FailingTestResult", z.object({})),
  errorStatuses: [],
  cacheKeys: () => [],
  handle: () => {
    throw new Error("secret internal detail at /srv/app.js:12");
  },
});

async function appWithFailingOperation() {
  const lines: RequestLogEntry[] = [];
  const store = createContentStore(createSnapshot(await testGraph(), []));
  const app = createApp({
    baseUrl: "https://stepzy.test",
    store,
    operations: [failing],
    openapiDocument: {},
    log: (entry) => lines.push(entry),
  });
  return { app, lines };
}

describe("error boundary", () => {
  it("answers an unexpected failure with a generic JSON 500 and logs the stack", async () => {
    const { app, lines } = await appWithFailingOperation();
    const response = await app.request("/api/v1/failing");
    expect(response.status).toBe(500);
    expect(response.headers.get("content-type")).toContain("application/json");
    const text = await response.text();
    expect(text).not.toContain("secret");
    expect(text).not.toContain(".js:");
    expect(JSON.parse(text).error).toMatchObject({ code: "upstream_error", status: 500 });
    expect(
      lines.some((line) => line.level === "error" && line.error?.includes("secret internal detail")),
    ).toBe(true);
  });
});
