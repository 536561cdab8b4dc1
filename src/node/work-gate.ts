import type { Admission } from "../http/admission.js";

/** Limits of the work gate. */
export interface WorkGateOptions {
  /** Tasks started and not yet finished, at most. */
  readonly concurrency: number;
  /** Tasks waiting for a place, at most; one more is refused. */
  readonly queue: number;
  /** Milliseconds of tasks run in one turn of the event loop before it polls for I/O again. */
  readonly sliceMs: number;
}

/**
 * A task of the gate: given `done`, it calls it once when its answer is finished. It returns
 * `continues` when its work goes on after it returns (a promise chain, the app's routing), which
 * the gate cannot time: the turn's slice is then counted as spent, so at most one such task starts
 * per turn.
 */
export type GatedTask = (done: () => void) => "continues" | undefined;

/** What the gate does with computed requests. */
export interface WorkGate {
  /** Queues a task; false when the queue is full (the caller answers 503). */
  offer(task: GatedTask): boolean;
  /**
   * Runs a task that computes nothing (writing a prepared answer) at the gate's next turn, before
   * any queued task and whatever their number; never refused.
   */
  ahead(task: () => void): void;
  /** Tasks running and waiting now. */
  readonly load: { readonly running: number; readonly waiting: number };
}

/**
 * The Node edge's gate for answers computed per request (search, calculators, 404 pages, errors):
 * at most `concurrency` run at once and at most `queue` wait, first come first served. They start
 * from `setImmediate`, after the event loop has polled for I/O, for at most `sliceMs` a turn.
 * Prepared answers never wait in it, so a flood of expensive requests delays other computed
 * requests (and is refused when the queue is full) but never the prepared pages and API answers:
 * they are written at the start of the gate's next turn (`ahead`), before any computed task.
 *
 * They are written there all together rather than each as its request is parsed: the event loop
 * reads every request that is ready, then writes every answer, and the same code runs back to
 * back. Measured with `npm run bench:duel -- --b-rev` (third round of 2026-11-25 in BENCHMARKS.md's history): 7-11 % less CPU per prepared answer than writing each at once.
 */
export function createWorkGate(options: WorkGateOptions): WorkGate {
  const gate: Gate = {
    options,
    waiting: [],
    ready: [],
    running: 0,
    scheduled: false,
    turn: () => pump(gate),
  };
  return {
    offer(task) {
      if (gate.waiting.length >= options.queue) return false;
      gate.waiting.push(task);
      schedule(gate);
      return true;
    },
    ahead(task) {
      gate.ready.push(task);
      schedule(gate);
    },
    get load() {
      return { running: gate.running, waiting: gate.waiting.length };
    },
  };
}

/** The gate's state: tasks waiting, prepared answers ready to write, and whether a turn is due. */
interface Gate {
  readonly options: WorkGateOptions;
  readonly waiting: GatedTask[];
  ready: (() => void)[];
  running: number;
  scheduled: boolean;
  /** `pump` of this gate, made once for `setImmediate`. */
  readonly turn: () => void;
}

/** One turn: every ready answer written, then waiting tasks started for at most the slice. */
function pump(gate: Gate): void {
  gate.scheduled = false;
  if (gate.ready.length > 0) {
    const batch = gate.ready;
    gate.ready = [];
    for (const task of batch) {
      try {
        task();
      } catch (error) {
        // The rest of the batch is still written; the error stays uncaught, as it was when
        // answers were written from the request's own callback.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }
  const until = performance.now() + gate.options.sliceMs;
  let first = true;
  while (gate.running < gate.options.concurrency && gate.waiting.length > 0) {
    // At least one task a turn, however long the last one took.
    if (!first && performance.now() > until) break;
    first = false;
    if (start(gate, gate.waiting.shift()!) === "continues") break;
  }
  schedule(gate);
}

/** Starts a task, with the `done` that frees its place (once). */
function start(gate: Gate, task: GatedTask): "continues" | undefined {
  gate.running++;
  let finished = false;
  const done = () => {
    if (finished) return;
    finished = true;
    gate.running--;
    schedule(gate);
  };
  try {
    return task(done);
  } catch {
    done();
    return undefined;
  }
}

/** Asks for a turn when there is something to do and none is due yet. */
function schedule(gate: Gate): void {
  if (gate.scheduled) return;
  if (gate.ready.length === 0 && (gate.waiting.length === 0 || gate.running >= gate.options.concurrency))
    return;
  gate.scheduled = true;
  setImmediate(gate.turn);
}

/**
 * The gate as the core's `Admission`: each piece of work is one task of the gate (it runs in its
 * turn, within the gate's slice, and finishes there), refused when the queue is full.
 */
export function gateAdmission(gate: WorkGate): Admission {
  return (work) => {
    return new Promise((resolve, reject) => {
      const accepted = gate.offer((done) => {
        let value: ReturnType<typeof work>;
        try {
          value = work();
        } catch (error) {
          reject(error);
          done();
          return undefined;
        }
        if (!(value instanceof Promise)) {
          resolve({ ok: true, value });
          done();
          return undefined;
        }
        value.then((settled) => resolve({ ok: true, value: settled }), reject).finally(done);
        return "continues";
      });
      if (!accepted) resolve({ ok: false });
    });
  };
}
