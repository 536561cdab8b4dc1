/**
 * Orders two strings by their UTF-16 code units, as `<` does, the same on every runtime.
 * @example ["b", "a-b", "a"].sort(byCodeUnits) // ["a", "a-b", "b"]
 */
export function byCodeUnits(a: string, b: string): number {
  // Not `localeCompare`: ICU's collator holds about 2 MB of resident memory (BENCHMARKS.md).
  return a < b ? -1 : a > b ? 1 : 0;
}
