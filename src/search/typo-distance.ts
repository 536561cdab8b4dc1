/** The most edits a term outside the vocabulary may be corrected by: 1, or 2 from 5 letters (a swap is 2). */
export function typoDistance(term: string): number {
  if (term.length < 3 || /^\d+$/.test(term)) return 0;
  return term.length < 5 ? 1 : 2;
}
