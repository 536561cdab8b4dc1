/** Runs per fuzz property: 400 in `npm test`, `FUZZ_RUNS` (20,000 in `npm run fuzz`) for the long mode. */
export const fuzzRuns = Number(process.env.FUZZ_RUNS ?? 400);

/**
 * A fuzz test's time limit: two minutes for the default runs, and more for the long mode, whose
 * 20,000 requests took about two minutes on their own on this 2-core machine.
 */
export const fuzzTimeoutMs = 120_000 + fuzzRuns * 25;
