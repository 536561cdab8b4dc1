import { nearest } from "../params/nearest.js";

const maxSegmentLength = 64;

/**
 * The endpoint a mistyped API path likely meant: a fixed sibling whose last segment is near the one sent.
 * @example nearestEndpoint("/api/v1/calculators/steps-to-mile", paths) // "/api/v1/calculators/steps-to-miles"
 */
export function nearestEndpoint(path: string, endpointPaths: readonly string[]): string | undefined {
  const trimmed = path.replace(/\/+$/, "");
  const parent = trimmed.slice(0, trimmed.lastIndexOf("/") + 1);
  // No endpoint's segment is long: a long one is no typo, and comparing it would cost a 404 flood.
  if (trimmed.length - parent.length > maxSegmentLength) return undefined;
  const lastSegments = endpointPaths
    .filter((endpoint) => endpoint.startsWith(parent) && !endpoint.includes("{"))
    .map((endpoint) => endpoint.slice(parent.length))
    .filter((segment) => segment !== "" && !segment.includes("/"));
  const guess = nearest(trimmed.slice(parent.length), lastSegments);
  return guess === undefined ? undefined : `${parent}${guess}`;
}
