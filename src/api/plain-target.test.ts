import { describe, expect, it } from "vitest";
import { testApp } from "../../test/support/service.js";
import { plainTarget } from "./api-responder.js";

describe("plainTarget", () => {
  it.each([
    ["/api/v1/app", "/api/v1/app", {}, true],
    ["/api/v1/app/", "/api/v1/app", {}, true],
    ["/api/v1/app//", "/api/v1/app", {}, false],
    ["/%61pi/v1/app", "/api/v1/app", {}, false],
    ["/api/v1/articles?limit=10", "/api/v1/articles", { limit: 10 }, true],
    ["/api/v1/articles?limit=010", "/api/v1/articles", { limit: 10 }, false],
    ["/api/v1/articles?offset=0&limit=5", "/api/v1/articles", { limit: 5, offset: 0 }, true],
    ["/api/v1/search?q=walking+steps", "/api/v1/search", { q: "walking steps" }, true],
    ["/api/v1/search?q=walking%20steps", "/api/v1/search", { q: "walking steps" }, true],
    ["/api/v1/search?q=what's", "/api/v1/search", { q: "what's" }, true],
    ["/api/v1/search?q=walking+", "/api/v1/search", { q: "walking" }, false],
    ["/api/v1/search?q=%77alking", "/api/v1/search", { q: "walking" }, false],
    ["/api/v1/search?q", "/api/v1/search", { q: "" }, false],
  ] as const)("%s", (target, path, query, plain) => {
    expect(plainTarget(target, path, query)).toBe(plain);
  });

  it("offers only the plain spelling of an API address to shared caches", async () => {
    const app = await testApp();
    const shared = async (target: string) => {
      const response = await app.request(target);
      expect(response.status, target).toBe(200);
      const cdn = response.headers.get("cdn-cache-control") !== null;
      // Not shared: private, so that a CDN falling back to Cache-Control keeps nothing either.
      expect(response.headers.get("cache-control")?.startsWith("private"), target).toBe(!cdn);
      return cdn;
    };
    expect(await shared("/api/v1/search?q=walking")).toBe(true);
    expect(await shared("/api/v1/search?q=walking+")).toBe(false);
    expect(await shared("/api/v1/calculators/bmi?units=metric&height=172&weight=68.5")).toBe(true);
    expect(await shared("/api/v1/calculators/bmi?units=metric&height=172&weight=68.50")).toBe(false);
    expect(await shared("/api/v1/articles?limit=5")).toBe(true);
    expect(await shared("/api/v1/articles?limit=05")).toBe(false);
    // A trailing slash is served exactly as without it, caching included.
    expect(await shared("/api/v1/app/")).toBe(true);
    expect(await shared("/api/v1/search/?q=walking")).toBe(true);
  });
});
