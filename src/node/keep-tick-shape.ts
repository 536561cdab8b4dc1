import { executionAsyncResource } from "node:async_hooks";

let kept: Promise<object> | undefined;

/**
 * Keeps one of Node's tick objects (what `process.nextTick` queues) alive for the life of the
 * process, so that every later tick object keeps the same hidden class.
 *
 * Why: Node 24 builds each tick object as an object literal with computed symbol keys, and V8's
 * site for such a key remembers one hidden class and turns generic (megamorphic) for good when it
 * meets another. When no tick object is alive, V8 may drop their classes and build new ones; after
 * that every `process.nextTick` (several per HTTP answer) defines its properties through the
 * runtime. Seen in 5 of 8 starts of the service, about 2 s in, and in none of 12 with one tick
 * object kept (second round of 2026-11-25 in BENCHMARKS.md's history). Still needed on Node 24.21:
 * without it a prepared answer took 1.12x-1.19x the CPU in two same-run duels (2026-11-27).
 * @example await keepTickShape() // the kept tick object
 */
export function keepTickShape(): Promise<object> {
  kept ??= new Promise((resolve) => {
    // Inside a tick callback, the executing async resource is the tick object itself.
    process.nextTick(() => resolve(executionAsyncResource()));
  });
  return kept;
}
