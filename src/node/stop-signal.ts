/** The signals that stop the service: SIGTERM from a supervisor, SIGINT from a terminal. */
export const stopSignals = ["SIGTERM", "SIGINT"] as const;

/** Calls `stop` once, on the first stop signal this process receives; later signals are ignored. */
export function onStopSignal(stop: (signal: (typeof stopSignals)[number]) => void): void {
  let stopped = false;
  for (const signal of stopSignals) {
    process.on(signal, () => {
      if (stopped) return;
      stopped = true;
      stop(signal);
    });
  }
}
