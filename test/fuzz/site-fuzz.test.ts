import { brotliDecompressSync, gunzipSync } from "node:zlib";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import type { WebApp } from "../../src/serve/web-app.js";
import { testApp } from "../support/service.js";
import { fuzzRuns, fuzzTimeoutMs } from "./fuzz-runs.js";

// Hostile paths and headers against the website (issue 8): nothing outside the published content
// is ever served, no 5xx, no hang. Seeded and bounded; FUZZ_RUNS and FUZZ_SEED as in api-fuzz.
const runs = fuzzRuns;
const seed = Number(process.env.FUZZ_SEED ?? 20261122);

let app: WebApp;
beforeAll(async () => {
  app = await testApp();
});

async function bodyText(response: Response): Promise<string> {
  const bytes = Buffer.from(await response.arrayBuffer());
  const encoding = response.headers.get("content-encoding");
  return (
    encoding === "br" ? brotliDecompressSync(bytes) : encoding === "gzip" ? gunzipSync(bytes) : bytes
  ).toString("utf8");
}

// What must never appear in an answer: source, configuration, dependency trees, listings, stacks.
const leaks = [
  /"name":\s*"stepzy-web"/,
  /^import .* from /m,
  /process\.env/,
  /"(main|exports|devDependencies)":\s*[{"]/,
  /Index of \//i,
  /at \S+ \([^)]*:\d+:\d+\)/,
  /^paidTierPrice: /m,
  /^-{3}\ntitle: /m,
];

const secrets = [
  "/.env",
  "/package.json",
  "/package-lock.json",
  "/tsconfig.json",
  "/src/server.ts",
  "/dist/server.js",
  "/content/app.yaml",
  "/content/blog/how-many-steps-in-a-mile.md",
  "/.git/config",
  "/node_modules/hono/package.json",
  "/assets/../package.json",
  "/assets/%2e%2e/package.json",
  "/assets/..%2fpackage.json",
  "/assets/%2e%2e%2f%2e%2e%2fetc%2fpasswd",
  "/guide/..%2f..%2fpackage.json",
  "/guide/%2e%2e%2f%2e%2e%2f.env",
  "/blog/..\\..\\package.json",
  "/%2e%2e/%2e%2e/etc/passwd",
  "/assets/",
  "/assets",
  "/guide/how-streaks-work%00.md",
  "//etc/passwd",
];

describe("files outside the published content", () => {
  it.each(secrets)("%s is not served", async (path) => {
    const response = await app.request(`http://localhost${path}`);
    expect(response.status === 404 || response.status === 308 || response.status === 400).toBe(true);
    const text = await bodyText(response);
    for (const pattern of leaks) expect(text).not.toMatch(pattern);
    if (response.status === 308) expect(response.headers.get("location")).toMatch(/^\/[^/\\]/);
  });
});

const segment = fc.oneof(
  fc.constantFrom(
    "guide",
    "blog",
    "tools",
    "for",
    "assets",
    "developers",
    "search",
    "whats-new",
    "how-streaks-work",
    "bmi",
    "seniors",
    "index.md",
  ),
  fc.constantFrom(
    "..",
    ".",
    "%2e%2e",
    "%2f",
    "%5c",
    "%00",
    "%ff",
    "\\",
    "",
    ".md",
    "~",
    "%252e%252e",
    "a".repeat(300),
  ),
  fc.stringMatching(/^[a-z0-9.-]{1,30}$/),
);

const request = fc.record({
  path: fc.array(segment, { minLength: 1, maxLength: 6 }).map((segments) => `/${segments.join("/")}`),
  query: fc.option(
    fc.constantFrom("q=streak", "category=Health", "page=2", "page=0", "height=abc", "x=1&x=2", "%00=%ff"),
    { nil: undefined },
  ),
  method: fc.constantFrom("GET", "GET", "GET", "HEAD", "POST", "OPTIONS", "DELETE"),
  accept: fc.option(
    fc.constantFrom(
      "text/markdown",
      "text/html;q=0, text/markdown;q=0",
      "application/json",
      "*/*;q=0",
      "text/*",
      ",;q=,",
      "x".repeat(5000),
    ),
    { nil: undefined },
  ),
  host: fc.option(fc.constantFrom("evil.example", "evil.example:443", "", "localhost:1"), { nil: undefined }),
});

describe("fuzzing the website", () => {
  it(
    "never answers 5xx, never leaks, never builds a URL from Host or X-Forwarded headers",
    async () => {
      await fc.assert(
        fc.asyncProperty(request, async (item) => {
          const headers = new Headers();
          if (item.accept !== undefined) headers.set("Accept", item.accept);
          if (item.host !== undefined) {
            headers.set("Host", item.host);
            headers.set("X-Forwarded-Host", item.host);
            headers.set("X-Forwarded-Proto", "http");
          }
          const url = `http://localhost${item.path}${item.query ? `?${item.query}` : ""}`;
          const response = await app.request(url, { method: item.method, headers });
          expect(response.status).toBeLessThan(500);
          const text = await bodyText(response);
          for (const pattern of leaks) expect(text).not.toMatch(pattern);
          expect(text).not.toContain("evil.example");
          expect(response.headers.get("location") ?? "").not.toContain("evil.example");
          if (response.headers.get("content-type")?.startsWith("text/html")) {
            expect(response.headers.get("content-security-policy")).toBeTruthy();
            expect(response.headers.get("x-content-type-options")).toBe("nosniff");
          }
        }),
        { numRuns: runs, seed },
      );
    },
    fuzzTimeoutMs,
  );
});
