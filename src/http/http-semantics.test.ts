import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, createApiClient } from "../../test/support/api-client.js";
import { incoming, testApp, testBaseUrl, testService } from "../../test/support/service.js";
import { operations } from "../api/routes.js";
import { busyAnswer } from "../node/busy-answer.js";
import type { WebApp } from "../serve/web-app.js";
import { strictTransportSecurity } from "./common-headers.js";

let app: WebApp;
let api: ApiClient;
beforeAll(async () => {
  app = await testApp();
  api = await createApiClient(app);
});

describe("route table", () => {
  it("routes every operation of the OpenAPI document, and nothing else under /api", async () => {
    const filled = (path: string) => path.replace(/\{\w+\}/g, "how-streaks-work");
    for (const operation of operations) {
      const response = await app.request(filled(operation.path), { method: "DELETE" });
      // A route of its own: 405 with the path, not the 404 of an unknown endpoint.
      expect(response.status, operation.path).toBe(405);
    }
    expect((await app.request("/api/v1/apps", { method: "DELETE" })).status).toBe(404);
  });
});

describe("CORS", () => {
  it.each([
    ["/api/v1/articles", "GET", "x-requested-with, if-none-match", "GET, HEAD, OPTIONS"],
    // The MCP endpoint takes POST only (MCP Streamable HTTP, stateless).
    ["/mcp", "POST", "content-type, mcp-protocol-version", "POST, OPTIONS"],
  ])(
    "answers a preflight of %s with 204, its methods and the requested headers",
    async (path, method, requested, methods) => {
      const response = await app.request(path, {
        method: "OPTIONS",
        headers: {
          Origin: "https://example.org",
          "Access-Control-Request-Method": method,
          "Access-Control-Request-Headers": requested,
        },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get("access-control-allow-origin")).toBe("*");
      expect(response.headers.get("access-control-allow-methods")).toBe(methods);
      expect(response.headers.get("allow")).toBe(methods);
      expect(response.headers.get("access-control-allow-headers")).toBe(requested);
      expect(response.headers.get("access-control-max-age")).toBe("7200");
    },
  );

  it.each(["/api/v1", "/api/v1/app", "/api/v1/nope", "/api/v1/articles?limit=0", "/openapi.json"])(
    "%s carries open CORS headers",
    async (path) => {
      const response = await app.request(path, { headers: { Origin: "https://example.org" } });
      expect(response.headers.get("access-control-allow-origin")).toBe("*");
      expect(response.headers.get("access-control-expose-headers")).toBe("ETag, Link");
    },
  );
});

describe("methods", () => {
  it.each(["POST", "PUT", "PATCH", "DELETE"])("%s on an endpoint is 405 with Allow", async (method) => {
    const response = await app.request("/api/v1/articles", { method });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    const body = await response.json();
    expect(body.error).toMatchObject({ code: "method_not_allowed", status: 405 });
    api.validator.check("/api/v1/articles", 405, body);
  });

  it("answers HEAD like GET without a body", async () => {
    const get = await app.request("/api/v1/app");
    const head = await app.request("/api/v1/app", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("etag")).toBe(get.headers.get("etag"));
    expect(head.headers.get("content-type")).toBe(get.headers.get("content-type"));
    expect(await head.text()).toBe("");
  });

  it("answers HEAD on an error with the same status", async () => {
    const head = await app.request("/api/v1/articles?limit=0", { method: "HEAD" });
    expect(head.status).toBe(400);
    expect(await head.text()).toBe("");
  });
});

describe("not found and paths", () => {
  it.each([
    "/api",
    "/api/",
    "/api/v2",
    "/api/v1/nope",
    "/api/v1/articles/x/y",
    "/api/v1/calculators/unknown",
  ])("%s is a JSON 404", async (path) => {
    const { status, body } = await api.get(path);
    expect(status).toBe(404);
    expect(body.error.code).toBe("not_found");
    expect(body.error.hint).toContain("/api/v1");
  });

  it.each([
    ["/api/v1/calculators/steps-to-mile", "/api/v1/calculators/steps-to-miles"],
    ["/api/v1/article", "/api/v1/articles"],
    ["/api/v2/", "/api/v1"],
  ])("%s is a JSON 404 whose hint names %s", async (path, meant) => {
    const { status, body } = await api.get(path);
    expect(status).toBe(404);
    expect(body.error.hint).toMatch(new RegExp(`^Did you mean \`GET https?://[^/]+${meant}\`\\? `));
  });

  it.each(["/api/v1/", "/api/v1/app/", "/api/v1/articles/?limit=1", "/api/v1/docs/how-streaks-work/"])(
    "serves %s as without the trailing slash",
    async (path) => {
      const slashless = path.replace(/\/(\?|$)/, "$1");
      const [a, b] = await Promise.all([app.request(path), app.request(slashless)]);
      expect(a.status).toBe(200);
      expect(await a.text()).toBe(await b.text());
      for (const header of ["etag", "cache-control", "cdn-cache-control", "surrogate-key"])
        expect(a.headers.get(header), header).toBe(b.headers.get(header));
    },
  );
});

describe("caching", () => {
  it("sends a strong ETag and answers If-None-Match with 304 and the same validators", async () => {
    const first = await app.request("/api/v1/releases");
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers.get("cache-control")).toBe("public, max-age=300");
    const second = await app.request("/api/v1/releases", { headers: { "If-None-Match": etag } });
    expect(second.status).toBe(304);
    expect(second.headers.get("etag")).toBe(etag);
    expect(second.headers.get("cache-control")).toBe("public, max-age=300");
    expect(await second.text()).toBe("");
  });

  it("answers 200 for a stale ETag and matches in a list or weakly", async () => {
    const etag = (await app.request("/api/v1/app")).headers.get("etag")!;
    expect((await app.request("/api/v1/app", { headers: { "If-None-Match": '"stale"' } })).status).toBe(200);
    expect((await app.request("/api/v1/app", { headers: { "If-None-Match": `"x", ${etag}` } })).status).toBe(
      304,
    );
    expect((await app.request("/api/v1/app", { headers: { "If-None-Match": `W/${etag}` } })).status).toBe(
      304,
    );
  });

  it("gives different queries different ETags", async () => {
    const a = (await app.request("/api/v1/releases?limit=1")).headers.get("etag");
    const b = (await app.request("/api/v1/releases?limit=2")).headers.get("etag");
    expect(a).not.toBe(b);
  });

  it("does not cache errors", async () => {
    const response = await app.request("/api/v1/nope");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("etag")).toBeNull();
  });
});

describe("compression", () => {
  it("compresses an error over 1 KB too, by Accept-Encoding, and HEAD sends its length", async () => {
    const path = `/api/v1/app?${"x".repeat(1500)}=1`;
    const plain = await app.request(path);
    const identity = await plain.text();
    expect(plain.status).toBe(400);
    expect(identity.length).toBeGreaterThan(1024);
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toContain("Accept-Encoding");
    const gzip = await app.request(path, { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.status).toBe(400);
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    const bytes = new Uint8Array(await gzip.arrayBuffer());
    expect(gunzipSync(bytes).toString("utf8")).toBe(identity);
    expect(gzip.headers.get("content-length")).toBe(String(bytes.byteLength));
    const head = await app.request(path, { method: "HEAD", headers: { "Accept-Encoding": "gzip" } });
    expect(head.headers.get("content-length")).toBe(String(bytes.byteLength));
    const small = await app.request("/api/v1/nope", { headers: { "Accept-Encoding": "gzip" } });
    expect(small.headers.get("content-encoding")).toBeNull();
  });

  it("sends br when accepted, with its own ETag, and the bytes decode to the identity body", async () => {
    const plain = await app.request("/api/v1/docs");
    const identity = await plain.text();
    const response = await app.request("/api/v1/docs", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("vary")).toContain("Accept-Encoding");
    expect(response.headers.get("etag")).not.toBe(plain.headers.get("etag"));
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(brotliDecompressSync(bytes).toString("utf8")).toBe(identity);
    const revalidated = await app.request("/api/v1/docs", {
      headers: { "Accept-Encoding": "br", "If-None-Match": response.headers.get("etag")! },
    });
    expect(revalidated.status).toBe(304);
  });

  it("sends gzip when br is refused", async () => {
    const response = await app.request("/api/v1/docs", { headers: { "Accept-Encoding": "br;q=0, gzip" } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    const body = gunzipSync(Buffer.from(await response.arrayBuffer())).toString("utf8");
    expect(JSON.parse(body).total).toBeGreaterThan(0);
  });

  it("leaves bodies of 1 KB or less alone", async () => {
    const response = await app.request("/api/v1/releases?limit=1", {
      headers: { "Accept-Encoding": "br, gzip" },
    });
    expect(response.headers.get("content-encoding")).toBeNull();
  });
});

describe("request limits", () => {
  it("under /api, answers a query over 8 KB with the long parameter's own invalid_parameter and range", async () => {
    const search = await api.get(`/api/v1/search?q=${"x".repeat(9000)}`);
    expect(search.status).toBe(400);
    expect(search.body.error).toMatchObject({ code: "invalid_parameter", status: 400, parameter: "q" });
    expect(search.body.error.message).toMatch(/^Parameter `q` must be text of 2 to 200 characters/);
    const category = await api.get(`/api/v1/articles?category=${"x".repeat(9000)}`);
    expect(category.body.error).toMatchObject({ code: "invalid_parameter", parameter: "category" });
    expect(category.body.error.message).toMatch(/^Parameter `category` must be one of/);
  });

  it("blames no parameter when none alone makes the URL too long, and counts a name as part of one", async () => {
    const many = await api.get(`/api/v1/search?q=walking${"&a=1".repeat(2100)}`);
    expect(many.status).toBe(400);
    expect(many.body.error.message).toMatch(
      /^The request URL is [0-9,]+ characters long; a request URL may be at most 8,192/,
    );
    const name = await api.get(`/api/v1/calculators/steps-to-miles?steps=1&${"n".repeat(9000)}=1`);
    expect(name.body.error.message).not.toMatch(/`steps`/);
  });

  it("names the longest parameter when its name is the long part, shown cut", async () => {
    const { status, body } = await api.get(`/api/v1/app?${"a".repeat(9000)}=1`);
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: "invalid_parameter", parameter: `${"a".repeat(32)}…` });
    expect(body.error.message).toMatch(
      /has a name 9,000 characters long; a request URL may be at most 8,192/,
    );
  });

  it("under /api, names the URL limit when the long parameter is not the endpoint's", async () => {
    const { status, body } = await api.get(`/api/v1/app?q=${"x".repeat(9000)}`);
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: "invalid_parameter", status: 400, parameter: "q" });
    expect(body.error.message).toMatch(/9,000 characters long; a request URL may be at most 8,192/);
  });

  it("under /api, answers a path over 8 KB with no query as 404 not_found: no resource has such a path", async () => {
    const { status, body } = await api.get(`/api/v1/${"a".repeat(9000)}`);
    expect(status).toBe(404);
    expect(body.error).toMatchObject({ code: "not_found", status: 404 });
    expect(body.error.parameter).toBeUndefined();
  });

  it("under /api, answers headers over 16 KB with a 400 invalid_parameter", async () => {
    const { status, body } = await api.get("/api/v1/app", { headers: { "X-Big": "y".repeat(17000) } });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: "invalid_parameter", status: 400 });
    expect(body.error.message).toMatch(/headers are too large/);
  });

  it("answers headers over 16 KB with the same 400 to OPTIONS as to GET", async () => {
    const response = await app.request("/api/v1/app", {
      method: "OPTIONS",
      headers: { "X-Big": "y".repeat(17000) },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(
      /headers are too large/,
    );
  });

  it("under /api, answers more than 100 header lines with a 400, however small", async () => {
    const headers = Object.fromEntries(Array.from({ length: 120 }, (_, index) => [`X-H${index}`, "1"]));
    const { status, body } = await api.get("/api/v1/app", { headers });
    expect(status).toBe(400);
    expect(body.error.code).toBe("invalid_parameter");
  });

  it.each([
    [400, `/api/v1/app?q=${"x".repeat(9000)}`, {}],
    [400, "/api/v1/app", { "X-Big": "y".repeat(17000) }],
    [414, `/guide?q=${"x".repeat(9000)}`, {}],
    [431, "/guide", { "X-Big": "y".repeat(17000) }],
  ])("a %i for %s carries the headers every answer carries", async (expected, path, headers) => {
    const response = await app.request(path, { headers });
    expect(response.status).toBe(expected);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it.each([
    [414, `/guide?q=${"x".repeat(9000)}`, {}, /^414 URI Too Long: Parameter `q` is 9,000 characters long/],
    [431, "/guide", { "X-Big": "y".repeat(17000) }, /^431 Request Header Fields Too Large: /],
  ])(
    "outside /api, a %i is plain text naming the limit, not the API's envelope",
    async (expected, path, headers, text) => {
      const response = await app.request(path, { headers });
      expect(response.status).toBe(expected);
      expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      expect(await response.text()).toMatch(text);
    },
  );

  it("the website's 405 is not kept by caches either", async () => {
    const response = await app.request("/guide", { method: "POST" });
    expect(response.status).toBe(405);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});

describe("security headers", () => {
  it.each(["/api/v1/app", "/api/v1/nope", "/openapi.json", "/api/v1/articles?limit=0"])(
    "%s is nosniff, sets no cookie and names no framework",
    async (path) => {
      const response = await app.request(path);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("set-cookie")).toBeNull();
      expect(response.headers.get("x-powered-by")).toBeNull();
    },
  );
});

describe("absolute URLs", () => {
  it("come from the configured base URL, never from Host or X-Forwarded-Host", async () => {
    const response = await app.request("http://evil.example/api/v1/app", {
      headers: { Host: "evil.example", "X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "http" },
    });
    const text = await response.text();
    expect(text).not.toContain("evil.example");
    expect(text).toContain(testBaseUrl);
  });
});

describe("HSTS", () => {
  const paths = ["/api/v1/app", "/api/v1/nope", "/guide", "/guide/", "/llms.txt", "/no-such-page"];

  it.each(paths)("%s carries Strict-Transport-Security when the public origin is https", async (path) => {
    const response = await app.request(path);
    expect(response.headers.get("strict-transport-security")).toBe(strictTransportSecurity);
  });

  it("is on preflights, prepared answers and the busy answer too", async () => {
    const preflight = await app.request("/api/v1/app", { method: "OPTIONS" });
    expect(preflight.headers.get("strict-transport-security")).toBe(strictTransportSecurity);
    const service = await testService();
    await service.prepare();
    expect(service.lookup(incoming("/guide"))?.headers["Strict-Transport-Security"]).toBe(
      strictTransportSecurity,
    );
    expect(busyAnswer("/api/v1/search", testBaseUrl, 1).headers["Strict-Transport-Security"]).toBe(
      strictTransportSecurity,
    );
  });

  it("is absent over plain http, where browsers ignore it anyway (RFC 6797 section 7.2)", async () => {
    const plain = await testService("http://127.0.0.1:3000");
    await plain.prepare();
    expect((await plain.app.request("/api/v1/app")).headers.get("strict-transport-security")).toBeNull();
    expect(plain.lookup(incoming("/guide"))?.headers["Strict-Transport-Security"]).toBeUndefined();
  });
});

describe("HEAD on errors", () => {
  it.each([
    ["/api/v1/nope", {}],
    ["/api/v1/articles?limit=0", {}],
    ["/api/v1/docs/no-such-page", {}],
    ["/guide", { Accept: "application/json" }],
    ["/healthz", {}],
  ])("%s %j: HEAD sends the status and Content-Length GET sends, without a body", async (path, headers) => {
    const get = await app.request(path, { headers });
    const head = await app.request(path, { method: "HEAD", headers });
    expect(head.status).toBe(get.status);
    expect(head.headers.get("content-length")).toBe(String((await get.arrayBuffer()).byteLength));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });
});
