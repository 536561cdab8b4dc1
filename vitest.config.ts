import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "test/**/*.test.ts"],
    pool: "threads",
    maxWorkers: 2,
    // A limit for hangs, not a speed check: on a busy 2-core machine the heaviest correctness tests
    // (the content check, a search over every page) take 5 s, Vitest's default limit.
    testTimeout: 30_000,
  },
});
