import { fewestEdits } from "../params/nearest.js";

/** Of the page words for a term, the one closest to what was typed (fewest edits, then shortest). */
export function closestWord(candidates: readonly string[], typed: string): string {
  return fewestEdits(typed, candidates.slice(0, 20))?.candidate ?? typed;
}
