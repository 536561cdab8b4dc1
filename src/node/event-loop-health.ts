import { monitorEventLoopDelay } from "node:perf_hooks";

const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/**
 * Runtime figures for /healthz on Node: event-loop delay percentiles since the last reading (so a
 * soak test can sample them), resident memory and where it goes (V8's heap, memory outside it, and
 * what the service keeps: `usage`, the prepared answers and the caches requests fill).
 */
export function eventLoopHealth(
  usage?: () => Readonly<Record<string, unknown>>,
): () => Readonly<Record<string, unknown>> {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  return () => {
    const reading = {
      pid: process.pid,
      rssMb: megabytes(process.memoryUsage.rss()),
      ...memoryBreakdown(),
      ...(usage ? { usage: usage() } : {}),
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

/** V8's heap and the memory outside it (Buffers, compression), in MB. */
function memoryBreakdown() {
  const { heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
  return {
    heapUsedMb: megabytes(heapUsed),
    heapTotalMb: megabytes(heapTotal),
    externalMb: megabytes(external),
    arrayBuffersMb: megabytes(arrayBuffers),
  };
}
