import { z } from "zod";
import { decimal, oneOf } from "../params/declare.js";
import { amount, defineCalculator } from "./calculator.js";
import { roundHalfAwayFromZero } from "./round.js";
import { stepsParam } from "./steps-param.js";
import { feetPerMile, kilometresPerMile } from "./units.js";

const averageStrideFt = 2.5;
const strideToHeight = 0.413;

const resultSchema = z.object({
  miles: amount("Distance walked, rounded to 2 places (miles)"),
  kilometers: amount("Distance walked, rounded to 2 places (kilometers)"),
  strideFt: amount("Stride length used, rounded to 2 places (feet)"),
});

/** Walking distance from a step count and a stride length (docs/calculators.md). */
export const stepsToMiles = defineCalculator({
  slug: "steps-to-miles",
  operationId: "calculateStepsToMiles",
  name: "Steps to miles",
  summary: "Converts a number of steps into miles and kilometers.",
  description:
    "Multiplies the step count by a stride length: 2.5 ft on average, or 0.413 times your height when stride=height. Returns the distance in miles and kilometers and the stride used.",
  params: {
    steps: stepsParam("Number of steps walked."),
    stride: oneOf(["average", "height"], {
      default: "average",
      label: "Stride length",
      description: "How to estimate the stride: `average` uses 2.5 ft, `height` uses 0.413 x heightIn.",
      help: "Use an average stride, or estimate yours from your height.",
      valueLabels: { average: "Average stride (2.5 ft)", height: "From your height" },
    }),
    heightIn: decimal({
      minimum: 30,
      maximum: 100,
      default: 67,
      step: 0.1,
      unit: "inches",
      label: "Height",
      entry: "your height",
      measure: { quantity: "height", system: "imperial" },
      onlyWhen: { param: "stride", value: "height" },
      description: "Body height in inches, used only when stride=height.",
      help: "Your stride is about 41.3% of your height.",
    }),
  },
  example: "steps=10000&stride=height&heightIn=70",
  plainMethod:
    "Your steps times your stride length (2.5 feet on average, or 41.3% of your height), divided by 5,280 feet in a mile.",
  method:
    "strideFt = 2.5 (stride=average) or 0.413 x heightIn / 12 (stride=height); miles = steps x strideFt / 5280; kilometers = miles x 1.609344.",
  resultSchema,
  compute({ steps, stride, heightIn }) {
    const strideFt = stride === "height" ? (strideToHeight * heightIn) / 12 : averageStrideFt;
    const miles = (steps * strideFt) / feetPerMile;
    return {
      miles: roundHalfAwayFromZero(miles, 2),
      kilometers: roundHalfAwayFromZero(miles * kilometresPerMile, 2),
      strideFt: roundHalfAwayFromZero(strideFt, 2),
    };
  },
});
