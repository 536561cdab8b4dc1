/**
 * The word of the page vocabulary that a query word becomes when two neighboring letters are
 * swapped back ("walkign" -> "walking"), or undefined. Stemming cannot see such typos when they
 * break a suffix, so they are fixed on the whole word, before stemming.
 */
export function transposedWord(word: string, words: ReadonlySet<string>): string | undefined {
  for (let i = 0; i + 1 < word.length; i++) {
    if (word[i] === word[i + 1]) continue;
    const candidate = `${word.slice(0, i)}${word[i + 1]}${word[i]}${word.slice(i + 2)}`;
    if (words.has(candidate)) return candidate;
  }
  return undefined;
}
