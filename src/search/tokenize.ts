/**
 * Splits text into lower-case words for index and queries: accents, digit commas and apostrophes dropped.
 * @example tokenize("Don't miss 10,000 steps") // ["dont", "miss", "10000", "steps"]
 */
export function tokenize(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/(\d),(?=\d{3}(?!\d))/g, "$1")
    .replace(/['’‘]/g, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== "");
}
