import { editDistance } from "../params/nearest.js";

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
