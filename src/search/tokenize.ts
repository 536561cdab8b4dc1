/**
 * Splits text into lower-case words for the search index and for queries alike: accents are
 * dropped, digit groups are joined (`10,000` is `10000`) and apostrophes vanish (`don't` is
 * `dont`), so that a query finds the page however either side writes the word.
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
