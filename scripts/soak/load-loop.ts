import { instantiate, type Outcome, send, type TrafficCase } from "./traffic.js";

/** Counts of a load run. */
export interface LoadCounts {
  requests: number;
  ok: number;
  malformed: number;
  failed: number;
  /** A few examples of what went wrong. */
  readonly examples: string[];
  /** Failures by cause (ECONNREFUSED, ECONNRESET, ...). */
  readonly causes: Record<string, number>;
}

/**
 * Runs `concurrency` loops that pick cases round robin until `shouldStop()` says so; `onResult`
 * sees every outcome (for phase-specific accounting).
 */
export async function runLoad(
  base: string,
  cases: readonly TrafficCase[],
  concurrency: number,
  shouldStop: () => boolean,
  onResult?: (outcome: Outcome, detail: string | undefined, at: number) => void,
): Promise<LoadCounts> {
  const counts: LoadCounts = { requests: 0, ok: 0, malformed: 0, failed: 0, examples: [], causes: {} };
  let next = 0;
  const loop = async () => {
    while (!shouldStop()) {
      const item = instantiate(cases[next++ % cases.length]!);
      const { outcome, detail } = await send(base, item);
      counts.requests++;
      counts[outcome]++;
      if (outcome !== "ok") {
        if (counts.examples.length < 8) counts.examples.push(detail ?? outcome);
        const cause = detail?.split(": ").at(-1) ?? outcome;
        counts.causes[cause] = (counts.causes[cause] ?? 0) + 1;
      }
      onResult?.(outcome, detail, performance.now());
    }
  };
  await Promise.all(Array.from({ length: concurrency }, loop));
  return counts;
}
