/** Reciprocal rank of the first relevant result within the top k (0 when none is there). */
export function reciprocalRank(ranked: readonly string[], relevant: ReadonlySet<string>, k = 10): number {
  const index = ranked.slice(0, k).findIndex((id) => relevant.has(id));
  return index === -1 ? 0 : 1 / (index + 1);
}

/** Whether the first result is relevant: 1 or 0. */
export function hitAt1(ranked: readonly string[], relevant: ReadonlySet<string>): number {
  return hitAt(ranked, relevant, 1);
}

/** Whether a relevant result is among the first k: 1 or 0. */
export function hitAt(ranked: readonly string[], relevant: ReadonlySet<string>, k: number): number {
  return ranked.slice(0, k).some((id) => relevant.has(id)) ? 1 : 0;
}

/**
 * Normalised discounted cumulative gain at k with graded relevance (gain 2^rel - 1, discount
 * log2(rank + 1)); unjudged results have relevance 0.
 */
export function ndcgAt(ranked: readonly string[], grades: ReadonlyMap<string, number>, k = 5): number {
  const dcg = (gains: readonly number[]) =>
    gains.slice(0, k).reduce((sum, grade, i) => sum + (2 ** grade - 1) / Math.log2(i + 2), 0);
  const ideal = dcg([...grades.values()].sort((a, b) => b - a));
  return ideal === 0 ? 0 : dcg(ranked.map((id) => grades.get(id) ?? 0)) / ideal;
}
