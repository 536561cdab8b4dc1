import { beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, createApiClient } from "../../../test/support/api-client.js";
import { testApp, testBaseUrl } from "../../../test/support/service.js";
import { calculators } from "../../calculators/registry.js";
import type { ParamDecl } from "../../params/declare.js";

let api: ApiClient;
beforeAll(async () => {
  api = await createApiClient(await testApp());
});

const endpoint = (slug: string) => `/api/v1/calculators/${slug}`;

/** Every bad value a declaration refuses, with why. */
function badValues(decl: ParamDecl): [string, string][] {
  if (decl.kind === "number" || decl.kind === "integer") {
    return [
      [String(decl.minimum - 1), "below the minimum"],
      [String(decl.maximum + 1), "above the maximum"],
      [String(decl.maximum + 0.5), "just above the maximum"],
      ["abc", "not a number"],
      ["1e2", "exponent notation"],
      ["NaN", "NaN"],
      ["Infinity", "Infinity"],
      ["", "blank"],
      ["0x10", "hex"],
    ];
  }
  if (decl.kind === "enum") {
    const first = decl.values[0]!;
    return [
      [first.toUpperCase(), "wrong case"],
      ["zzz", "not allowed"],
      ["", "blank"],
    ];
  }
  return [];
}

describe("listCalculators", () => {
  it("lists the eight calculators in order, derived from their declarations", async () => {
    const { status, body } = await api.get("/api/v1/calculators");
    expect(status).toBe(200);
    expect(body.count).toBe(8);
    expect(body.calculators.map((entry: { slug: string }) => entry.slug)).toEqual(
      calculators.map((c) => c.slug),
    );
    for (const [index, calculator] of calculators.entries()) {
      const entry = body.calculators[index];
      expect(entry).toMatchObject({
        slug: calculator.slug,
        operationId: calculator.operationId,
        endpoint: `${testBaseUrl}/api/v1/calculators/${calculator.slug}`,
        page: `${testBaseUrl}/tools/${calculator.slug}`,
        summary: calculator.summary,
      });
      expect(entry.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(
        Object.keys(calculator.params),
      );
      for (const parameter of entry.parameters) {
        const decl = (calculator.params as Record<string, ParamDecl>)[parameter.name]!;
        expect(parameter.required).toBe(false);
        expect(parameter.default).toBe("default" in decl ? decl.default : undefined);
        if (decl.kind === "number")
          expect(parameter).toMatchObject({ type: "number", minimum: decl.minimum, maximum: decl.maximum });
        if (decl.kind === "enum") expect(parameter).toMatchObject({ type: "string", enum: decl.values });
      }
    }
  });
});

describe("worked defaults (docs/calculators.md), through the API", () => {
  it.each([
    ["steps-to-calories", { kcal: 330.3 }],
    ["steps-to-miles", { miles: 3.79, kilometers: 6.1, strideFt: 2.5 }],
    ["daily-step-goal", { dailyGoalSteps: 5500 }],
    ["walking-time", { minutes: 80 }],
    ["bmi", { bmi: 25.1, category: "Overweight" }],
    ["tdee", { bmrKcal: 1401, tdeeKcal: 2172 }],
    ["heart-rate-zones", { maxHeartRateBpm: 190 }],
    ["water-intake", { fluidOunces: 92, liters: 2.72 }],
  ])("%s", async (slug, expected) => {
    const { status, body } = await api.get(endpoint(slug));
    expect(status).toBe(200);
    expect(body.calculator).toBe(slug);
    expect(body.result).toMatchObject(expected);
    expect(typeof body.method).toBe("string");
    expect("disclaimer" in body).toBe(!["steps-to-miles", "walking-time"].includes(slug));
  });

  it("echoes every parameter with defaults applied, numbers as numbers", async () => {
    const { body } = await api.get(endpoint("steps-to-miles"));
    expect(body.input).toEqual({ steps: 8000, stride: "average", heightIn: 67 });
    const zones = await api.get(endpoint("heart-rate-zones"));
    expect(zones.body.result.zones[0]).toMatchObject({ zone: 1, minBpm: 95, maxBpm: 114 });
  });

  it("echoes given values", async () => {
    const { body } = await api.get(`${endpoint("bmi")}?units=metric&height=180&weight=72.5`);
    expect(body.input).toEqual({ units: "metric", height: 180, weight: 72.5 });
    expect(body.result).toMatchObject({ bmi: 22.4, category: "Healthy weight", weightUnit: "kg" });
  });
});

describe("docs/errors.md: a non-numeric height", () => {
  it("a non-numeric height sent to bmi is invalid_parameter naming height", async () => {
    const { status, body } = await api.get(`${endpoint("bmi")}?height=abc`);
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: "invalid_parameter", status: 400, parameter: "height" });
    expect(body.error.message).toContain("20 to 260");
    expect(body.error.message).toContain('"abc"');
  });
});

describe("every bad parameter of every calculator", () => {
  const cases = calculators.flatMap((calculator) =>
    Object.entries(calculator.params as Record<string, ParamDecl>).flatMap(([name, decl]) =>
      badValues(decl).map(([value, why]) => [calculator.slug, name, value, why] as const),
    ),
  );

  it.each(cases)("%s %s=%j (%s) is invalid_parameter", async (slug, name, value) => {
    const { status, body } = await api.get(`${endpoint(slug)}?${name}=${encodeURIComponent(value)}`);
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: "invalid_parameter", status: 400, parameter: name });
    expect(body.error.message).toContain(name);
    expect(body.error.message).toContain(JSON.stringify(value));
    expect(body.error.hint).toMatch(new RegExp(`${name}=`));
  });

  it.each(calculators.map((calculator) => calculator.slug))(
    "%s: both ends of every numeric range are accepted",
    async (slug) => {
      const calculator = calculators.find((candidate) => candidate.slug === slug)!;
      for (const [name, decl] of Object.entries(calculator.params as Record<string, ParamDecl>)) {
        if (decl.kind !== "number") continue;
        for (const value of [decl.minimum, decl.maximum]) {
          const { status, body } = await api.get(`${endpoint(slug)}?${name}=${value}`);
          expect(status, `${name}=${value}`).toBe(200);
          expect(body.input[name]).toBe(value);
        }
      }
    },
  );

  it.each(calculators.map((calculator) => calculator.slug))(
    "%s: an unknown parameter names itself and lists the accepted ones",
    async (slug) => {
      const calculator = calculators.find((candidate) => candidate.slug === slug)!;
      const { status, body } = await api.get(`${endpoint(slug)}?foo=1`);
      expect(status).toBe(400);
      expect(body.error).toMatchObject({ code: "invalid_parameter", parameter: "foo" });
      for (const name of Object.keys(calculator.params)) expect(body.error.hint).toContain(`\`${name}\``);
    },
  );

  it.each(calculators.map((calculator) => calculator.slug))(
    "%s: a repeated parameter is refused",
    async (slug) => {
      const calculator = calculators.find((candidate) => candidate.slug === slug)!;
      const [name, decl] = Object.entries(calculator.params as Record<string, ParamDecl>)[0]!;
      const value = "default" in decl ? String(decl.default) : "1";
      const { status, body } = await api.get(`${endpoint(slug)}?${name}=${value}&${name}=${value}`);
      expect(status).toBe(400);
      expect(body.error).toMatchObject({ code: "invalid_parameter", parameter: name });
    },
  );
});
