import { monitorEventLoopDelay } from "node:perf_hooks";

/**
 * Runtime figures for /healthz on Node: event-loop delay percentiles since the last reading (so a
 * soak test can sample them) and resident memory.
 */
export function eventLoopHealth(): () => Readonly<Record<string, unknown>> {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  return () => {
    const reading = {
      pid: process.pid,
      rssMb: Math.round((process.memoryUsage.rss() / 1024 / 1024) * 10) / 10,
      eventLoopDelayMs: {
        p50: Math.round(histogram.percentile(50) / 1e4) / 100,
        p99: Math.round(histogram.percentile(99) / 1e4) / 100,
        max: Math.round(histogram.max / 1e4) / 100,
      },
    };
    histogram.reset();
    return reading;
  };
}
