/** Of the page words for a term, the one closest to what was typed (fewest edits, then shortest). */
export function closestWord(candidates: readonly string[], typed: string): string {
  let best = typed;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of candidates.slice(0, 20)) {
    const distance = editDistance(candidate, typed);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** Levenshtein distance of two short words. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = current;
  }
  return previous[b.length]!;
}
