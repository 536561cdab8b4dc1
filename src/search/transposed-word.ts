/** The page word a query word becomes with two neighboring letters swapped back ("walkign"), if any. */
export function transposedWord(word: string, words: ReadonlySet<string>): string | undefined {
  // On the whole word, before stemming, which cannot see a swap that breaks a suffix.
  for (let i = 0; i + 1 < word.length; i++) {
    if (word[i] === word[i + 1]) continue;
    const candidate = `${word.slice(0, i)}${word[i + 1]}${word[i]}${word.slice(i + 2)}`;
    if (words.has(candidate)) return candidate;
  }
  return undefined;
}
