/**
 * The largest edit distance a query term outside the vocabulary may be corrected by: 1 for short
 * stems, 2 from five letters (a swapped pair of letters, as in "calroies", costs 2).
 */
export function typoDistance(term: string): number {
  if (term.length < 3 || /^\d+$/.test(term)) return 0;
  return term.length < 5 ? 1 : 2;
}
