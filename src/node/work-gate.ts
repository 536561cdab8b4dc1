/** Limits of the work gate. */
export interface WorkGateOptions {
  /** Tasks started and not yet finished, at most. */
  readonly concurrency: number;
  /** Tasks waiting for a place, at most; one more is refused. */
  readonly queue: number;
  /** Milliseconds of tasks run in one turn of the event loop before it polls for I/O again. */
  readonly sliceMs: number;
}

/** A task of the gate: given `done`, it calls it once when its answer is finished. */
export type GatedTask = (done: () => void) => void;

/** What the gate does with computed requests. */
export interface WorkGate {
  /** Queues a task; false when the queue is full (the caller answers 503). */
  offer(task: GatedTask): boolean;
  /** Tasks running and waiting now. */
  readonly load: { readonly running: number; readonly waiting: number };
}

/**
 * The Node edge's gate for answers computed per request (search, calculators, 404 pages, errors):
 * at most `concurrency` run at once and at most `queue` wait, first come first served. They start
 * from `setImmediate`, after the event loop has polled for I/O, for at most `sliceMs` a turn. Prepared answers never pass
 * through it, so a flood of expensive requests delays other computed requests (and is refused when
 * the queue is full) but never the prepared pages and API answers, which are answered as their
 * requests are read.
 */
export function createWorkGate(options: WorkGateOptions): WorkGate {
  const waiting: GatedTask[] = [];
  let running = 0;
  let scheduled = false;

  const pump = () => {
    scheduled = false;
    const until = performance.now() + options.sliceMs;
    let first = true;
    while (running < options.concurrency && waiting.length > 0) {
      // At least one task a turn, however long the last one took.
      if (!first && performance.now() > until) break;
      first = false;
      const task = waiting.shift()!;
      running++;
      let finished = false;
      const done = () => {
        if (finished) return;
        finished = true;
        running--;
        schedule();
      };
      try {
        task(done);
      } catch {
        done();
      }
    }
    schedule();
  };
  const schedule = () => {
    if (scheduled || waiting.length === 0 || running >= options.concurrency) return;
    scheduled = true;
    setImmediate(pump);
  };

  return {
    offer(task) {
      if (waiting.length >= options.queue) return false;
      waiting.push(task);
      schedule();
      return true;
    },
    get load() {
      return { running, waiting: waiting.length };
    },
  };
}
