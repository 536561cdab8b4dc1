import { describe, expect, it } from "vitest";
import { ConfigError, readConfig } from "./config.js";

describe("readConfig", () => {
  it("applies the documented defaults", () => {
    expect(readConfig({})).toEqual({
      port: 3000,
      host: "127.0.0.1",
      baseUrl: "http://localhost:3000",
      contentDir: "content",
      dev: false,
      workers: 1,
      logLevel: "info",
      healthDetails: false,
      prepareBudgetBytes: 128 * 1024 * 1024,
    });
    expect(readConfig({ HEALTH_DETAILS: "1" }).healthDetails).toBe(true);
    expect(readConfig({ PREPARE_BUDGET_MB: "0" }).prepareBudgetBytes).toBe(0);
    expect(() => readConfig({ PREPARE_BUDGET_MB: "lots" })).toThrow(
      /PREPARE_BUDGET_MB="lots": must be a whole number of megabytes/,
    );
  });

  it("derives the base URL from PORT and strips a trailing slash from BASE_URL", () => {
    expect(readConfig({ PORT: "8080" }).baseUrl).toBe("http://localhost:8080");
    expect(readConfig({ BASE_URL: "https://stepzy.app/" }).baseUrl).toBe("https://stepzy.app");
  });

  it("reads --dev and --workers from the arguments", () => {
    const config = readConfig({ WEB_CONCURRENCY: "2" }, ["--dev", "--workers=3"]);
    expect(config.dev).toBe(true);
    expect(config.workers).toBe(3);
  });

  it.each([
    [{ PORT: "http" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ BASE_URL: "stepzy.app" }, "BASE_URL"],
    [{ BASE_URL: "ftp://stepzy.app" }, "BASE_URL"],
    [{ WEB_CONCURRENCY: "0" }, "WEB_CONCURRENCY"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
    [{ HEALTH_DETAILS: "yes" }, "HEALTH_DETAILS"],
  ])("fails fast on %o naming the variable", (env, name) => {
    expect(() => readConfig(env)).toThrow(ConfigError);
    expect(() => readConfig(env)).toThrow(new RegExp(`${name}=`));
  });

  it("returns a frozen object", () => {
    expect(Object.isFrozen(readConfig({}))).toBe(true);
  });
});
