/** Levenshtein edit distance between two strings (case-sensitive). */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** The candidate fewest edits from `needle` (the first of equals) with its distance, compared by `key`. */
export function fewestEdits(
  needle: string,
  candidates: Iterable<string>,
  key: (candidate: string) => string = (candidate) => candidate,
): { readonly candidate: string; readonly distance: number } | undefined {
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of candidates) {
    const distance = editDistance(needle, key(candidate));
    if (!best || distance < best.distance) best = { candidate, distance };
  }
  return best;
}

/**
 * The candidate closest to `input`, ignoring case, when it is close enough to be a likely typo.
 * @example nearest("health", ["Tech", "Health"]) // "Health"
 */
export function nearest(input: string, candidates: Iterable<string>): string | undefined {
  const needle = input.toLowerCase();
  // A length gap beyond the allowed edits rules a candidate out: a 1,500-character slug skips 60,000 steps.
  const near = [...candidates].filter(
    (candidate) => Math.abs(needle.length - candidate.length) <= allowedEdits(candidate),
  );
  const best = fewestEdits(needle, near, (candidate) => candidate.toLowerCase());
  return best && best.distance <= allowedEdits(best.candidate) ? best.candidate : undefined;
}

/** How many edits still make a likely typo of a candidate: a third of its length, at least 2. */
const allowedEdits = (candidate: string) => Math.max(2, Math.floor(candidate.length / 3));

const startsEither = (a: string, b: string) => a.startsWith(b) || b.startsWith(a);

/** Whether two words begin alike: 4 letters in common, or all of a shorter one of at least 3. */
function sameStem(a: string, b: string): boolean {
  const needed = Math.min(4, a.length, b.length);
  if (needed < 3) return false;
  for (let index = 0; index < needed; index++) if (a[index] !== b[index]) return false;
  return true;
}

/**
 * The allowed value nearest to `input`, however far (docs/api.md): by case, prefix, substring, stem, edits.
 * @example nearestValue("Weight", ["Health", "Weight loss"]) // "Weight loss"
 */
export function nearestValue(input: string, values: readonly string[]): string | undefined {
  const needle = input.toLowerCase();
  const lower = values.map((value) => value.toLowerCase());
  const exact = lower.indexOf(needle);
  if (exact !== -1) return values[exact];
  const closestBy = (related: (value: string) => boolean): string | undefined => {
    let best: string | undefined;
    let bestGap = Number.POSITIVE_INFINITY;
    lower.forEach((value, index) => {
      const gap = Math.abs(value.length - needle.length);
      if (needle !== "" && related(value) && gap < bestGap) {
        best = values[index];
        bestGap = gap;
      }
    });
    return best;
  };
  return (
    closestBy((value) => startsEither(value, needle)) ??
    closestBy((value) => value.includes(needle) || needle.includes(value)) ??
    closestBy((value) => value.split(/[\s-]+/).some((word) => sameStem(word, needle))) ??
    fewestEdits(needle.slice(0, 64), values, (value) => value.toLowerCase())?.candidate
  );
}
