import { stemmer } from "stemmer";
import { equivalentWords } from "./equivalent-words.js";
import { stopWords } from "./stop-words.js";

/**
 * The index term of a lower-case word (from `tokenize`): its equivalent spelling's Porter stem.
 * @example normaliseTerm("kcal") // "calori"
 */
export function normaliseTerm(word: string): string {
  return stemmer(equivalentWords.get(word) ?? word);
}

/** The index term of a word, or null for a stop word, which is neither indexed nor searched. */
export function contentTerm(word: string): string | null {
  return stopWords.has(word) ? null : normaliseTerm(word);
}
