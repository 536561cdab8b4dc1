import { z } from "zod";
import { oneOf } from "../params/declare.js";
import { amount, count, defineCalculator } from "./calculator.js";
import { roundHalfAwayFromZero } from "./round.js";
import { stepsParam } from "./steps-param.js";

const cadenceByPace = { easy: 80, moderate: 100, brisk: 120 } as const;

const resultSchema = z.object({
  minutes: amount("Walking time, rounded to 1 place (minutes)"),
  hours: amount("Walking time, rounded to 2 places (hours)"),
  stepsPerMinute: count("Cadence used for the pace (steps per minute)"),
});

/** Walking time from a step count and a pace (docs/calculators.md). */
export const walkingTime = defineCalculator({
  slug: "walking-time",
  operationId: "calculateWalkingTime",
  name: "Walking time",
  summary: "Estimates how long it takes to walk a number of steps at an easy, moderate or brisk pace.",
  description:
    "Divides the step count by a cadence for the chosen pace: 80 (easy), 100 (moderate) or 120 (brisk) steps per minute. Returns minutes, hours and the cadence used.",
  params: {
    steps: stepsParam("Number of steps to walk."),
    pace: oneOf(["easy", "moderate", "brisk"], {
      default: "moderate",
      label: "Pace",
      description: "Walking pace, which sets the cadence: easy 80, moderate 100, brisk 120 steps per minute.",
      help: "How fast you walk.",
      valueLabels: {
        easy: "Easy (80 steps/min)",
        moderate: "Moderate (100 steps/min)",
        brisk: "Brisk (120 steps/min)",
      },
    }),
  },
  example: "steps=10000&pace=brisk",
  plainMethod:
    "Your steps divided by your pace: about 80 steps a minute when easy, 100 when moderate and 120 when brisk.",
  method:
    "minutes = steps / cadence, with cadence 80 (easy), 100 (moderate) or 120 (brisk) steps per minute; hours = minutes / 60.",
  resultSchema,
  compute({ steps, pace }) {
    const stepsPerMinute = cadenceByPace[pace];
    const minutes = steps / stepsPerMinute;
    return {
      minutes: roundHalfAwayFromZero(minutes, 1),
      hours: roundHalfAwayFromZero(minutes / 60, 2),
      stepsPerMinute,
    };
  },
});
