import { z } from "zod";
import { ageParam } from "./body-measures.js";
import { count, defineCalculator } from "./calculator.js";
import { roundHalfAwayFromZero } from "./round.js";

const zoneTable = [
  { zone: 1, name: "Recovery", minPercent: 50, maxPercent: 60 },
  { zone: 2, name: "Endurance", minPercent: 60, maxPercent: 70 },
  { zone: 3, name: "Aerobic", minPercent: 70, maxPercent: 80 },
  { zone: 4, name: "Threshold", minPercent: 80, maxPercent: 90 },
] as const;

const percent = (description: string) => z.number().min(0).max(100).describe(description);

const zoneSchema = z.object({
  zone: z.number().int().min(1).max(4).describe("Zone number, 1 the easiest to 4 the hardest (ordinal)"),
  name: z
    .enum(["Recovery", "Endurance", "Aerobic", "Threshold"])
    .describe("Zone name: Recovery, Endurance, Aerobic or Threshold (text)"),
  minPercent: percent("Lower bound of the zone as a share of maximum heart rate (percent)"),
  maxPercent: percent("Upper bound of the zone as a share of maximum heart rate (percent)"),
  minBpm: count("Lower bound of the zone, rounded to a whole number (beats per minute)"),
  maxBpm: count("Upper bound of the zone, rounded to a whole number (beats per minute)"),
});

const resultSchema = z.object({
  maxHeartRateBpm: count("Estimated maximum heart rate, 220 minus age, rounded (beats per minute)"),
  zones: z
    .array(zoneSchema)
    .length(4)
    .describe("The four training zones, from easiest to hardest (list of zones)"),
});

/** Maximum heart rate and four training zones from age (docs/calculators.md). */
export const heartRateZones = defineCalculator({
  slug: "heart-rate-zones",
  operationId: "calculateHeartRateZones",
  name: "Heart rate zones",
  summary: "Estimates maximum heart rate and four training heart-rate zones from age.",
  description:
    "Estimates maximum heart rate as 220 minus age and returns four zones as percentages of it: Recovery 50-60 %, Endurance 60-70 %, Aerobic 70-80 % and Threshold 80-90 %, in beats per minute.",
  params: {
    age: ageParam,
  },
  example: "age=45",
  plainMethod:
    "Your maximum heart rate is estimated as 220 minus your age, and each zone is a share of it: 50-60%, 60-70%, 70-80% and 80-90%.",
  method:
    "maxHeartRateBpm = 220 - age, and the zones are 50-60 % (Recovery), 60-70 % (Endurance), 70-80 % (Aerobic) and 80-90 % (Threshold) of it, each bound rounded to whole bpm; neighboring zones share a bound, which counts in the lower zone (a heart rate of exactly zone 1's maxBpm is zone 1).",
  disclaimer:
    "The 220-minus-age maximum is a population estimate that can be off by 10 or more beats per minute, and medicines such as beta-blockers change heart rate; ask a clinician before hard training if you have a heart condition.",
  resultSchema,
  compute({ age }) {
    const max = 220 - age;
    return {
      maxHeartRateBpm: roundHalfAwayFromZero(max, 0),
      zones: zoneTable.map((zone) => ({
        ...zone,
        minBpm: roundHalfAwayFromZero((max * zone.minPercent) / 100, 0),
        maxBpm: roundHalfAwayFromZero((max * zone.maxPercent) / 100, 0),
      })),
    };
  },
});
