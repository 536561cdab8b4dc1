import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseQuery } from "../params/parse-query.js";
import { heartRateZones } from "./heart-rate-zones.js";

/** Parses a query as the API would, then computes: the input used and the result. */
function run(query: string) {
  const parsed = parseQuery(heartRateZones.params, new URLSearchParams(query));
  if (!parsed.ok) throw new Error(parsed.error.message);
  return { input: parsed.value, result: heartRateZones.compute(parsed.value) };
}

const names = ["Recovery", "Endurance", "Aerobic", "Threshold"];
const percents = [
  [50, 60],
  [60, 70],
  [70, 80],
  [80, 90],
] as const;

/** The expected zones from hand-worked [minBpm, maxBpm] pairs. */
function zones(bpm: readonly (readonly [number, number])[]) {
  return bpm.map(([minBpm, maxBpm], index) => ({
    zone: index + 1,
    name: names[index],
    minPercent: percents[index]![0],
    maxPercent: percents[index]![1],
    minBpm,
    maxBpm,
  }));
}

describe("heart-rate-zones", () => {
  it("declares the specification's parameters", () => {
    expect(heartRateZones.params).toMatchObject({
      age: { kind: "number", minimum: 10, maximum: 120, default: 30, unit: "years" },
    });
  });

  it("answers the worked defaults (docs/calculators.md)", () => {
    expect(run("")).toEqual({
      input: { age: 30 },
      result: {
        maxHeartRateBpm: 190,
        zones: zones([
          [95, 114],
          [114, 133],
          [133, 152],
          [152, 171],
        ]),
      },
    });
  });

  // Expected values worked out by hand: max = 220 - age, bounds = max x percent, ties away from zero.
  it.each([
    [
      "age=10",
      210,
      [
        [105, 126],
        [126, 147],
        [147, 168],
        [168, 189],
      ],
    ],
    [
      "age=120",
      100,
      [
        [50, 60],
        [60, 70],
        [70, 80],
        [80, 90],
      ],
    ],
    [
      "age=45",
      175,
      [
        [88, 105],
        [105, 123],
        [123, 140],
        [140, 158],
      ],
    ],
    [
      "age=33",
      187,
      [
        [94, 112],
        [112, 131],
        [131, 150],
        [150, 168],
      ],
    ],
    [
      "age=57",
      163,
      [
        [82, 98],
        [98, 114],
        [114, 130],
        [130, 147],
      ],
    ],
    [
      "age=30.5",
      190,
      [
        [95, 114],
        [114, 133],
        [133, 152],
        [152, 171],
      ],
    ],
  ] as const)("%s gives max %i bpm", (query, maxHeartRateBpm, bpm) => {
    expect(run(query).result).toEqual({ maxHeartRateBpm, zones: zones(bpm) });
  });

  it("has contiguous, rising zones and a maximum that never rises with age", () => {
    const age = fc.double({ min: 10, max: 120, noNaN: true });
    fc.assert(
      fc.property(age, age, (a, b) => {
        const [younger, older] = a <= b ? [a, b] : [b, a];
        const result = heartRateZones.compute({ age: younger });
        expect(heartRateZones.compute({ age: older }).maxHeartRateBpm).toBeLessThanOrEqual(
          result.maxHeartRateBpm,
        );
        result.zones.forEach((zone, index) => {
          expect(zone.minBpm).toBeLessThanOrEqual(zone.maxBpm);
          expect(zone.maxBpm).toBeLessThanOrEqual(result.maxHeartRateBpm);
          const next = result.zones[index + 1];
          if (next) expect(next.minBpm).toBe(zone.maxBpm);
        });
      }),
      { numRuns: 300 },
    );
  });
});
