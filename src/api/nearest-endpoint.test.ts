import { describe, expect, it } from "vitest";
import { nearestEndpoint } from "./nearest-endpoint.js";

const paths = [
  "/api/v1",
  "/api/v1/app",
  "/api/v1/articles",
  "/api/v1/articles/{slug}",
  "/api/v1/calculators",
  "/api/v1/calculators/bmi",
  "/api/v1/calculators/steps-to-miles",
  "/api/v1/calculators/steps-to-calories",
  "/api/v1/search",
];

describe("nearestEndpoint", () => {
  it.each([
    ["/api/v1/calculators/steps-to-mile", "/api/v1/calculators/steps-to-miles"],
    ["/api/v1/calculators/steps-to-calorie/", "/api/v1/calculators/steps-to-calories"],
    ["/api/v1/calculators/BMI", "/api/v1/calculators/bmi"],
    ["/api/v1/article", "/api/v1/articles"],
    ["/api/v1/serach", "/api/v1/search"],
    ["/api/v2", "/api/v1"],
    ["/api/v1/foo", undefined],
    ["/api/v1/calculators/tdee-x/extra", undefined],
    ["/api/v1/articles/{slug}", undefined],
    ["/api", undefined],
    [`/api/v1/${"a".repeat(65)}`, undefined],
  ])("%s -> %s", (path, expected) => {
    expect(nearestEndpoint(path, paths)).toBe(expected);
  });
});
