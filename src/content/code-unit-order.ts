/**
 * Orders two strings by their UTF-16 code units, as `<` does. Slugs, ISO dates and content paths
 * sort the same on every runtime this way, and without ICU's collator: `localeCompare` pages in its
 * code and data, about 2 MB of resident memory for the life of the process (BENCHMARKS.md). For
 * slugs (`[a-z0-9-]`) the order is the one `localeCompare` gives.
 * @example ["b", "a-b", "a"].sort(byCodeUnits) // ["a", "a-b", "b"]
 */
export function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
