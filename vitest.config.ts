import { configDefaults, defineConfig } from "vitest/config";

/**
 * Tests that load the whole machine and measure how the service holds up (a flood through the
 * cache, latency ratios): they run alone, after the rest (`npm test` runs them with
 * VITEST_ALONE=1), so that no other test file shares the two cores while they measure.
 */
const alone = ["test/hostile-scale-out.test.ts"];

export default defineConfig({
  test: {
    include: process.env.VITEST_ALONE
      ? alone
      : ["src/**/*.test.ts", "src/**/*.test.tsx", "test/**/*.test.ts"],
    exclude: process.env.VITEST_ALONE ? configDefaults.exclude : [...configDefaults.exclude, ...alone],
    pool: "threads",
    maxWorkers: 2,
    // A limit for hangs, not a speed check: on a busy 2-core machine the heaviest correctness tests
    // (the content check, a search over every page) take 5 s, Vitest's default limit.
    testTimeout: 30_000,
  },
});
