import { monitorEventLoopDelay } from "node:perf_hooks";

const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** Node figures for /healthz: event-loop delay since the last reading, memory and where it goes. */
export function eventLoopHealth(
  usage?: () => Readonly<Record<string, unknown>>,
): () => Readonly<Record<string, unknown>> {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  return () => {
    // V8's heap and the memory outside it (Buffers, compression).
    const { heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
    const reading = {
      pid: process.pid,
      rssMb: megabytes(process.memoryUsage.rss()),
      heapUsedMb: megabytes(heapUsed),
      heapTotalMb: megabytes(heapTotal),
      externalMb: megabytes(external),
      arrayBuffersMb: megabytes(arrayBuffers),
      ...(usage ? { usage: usage() } : {}),
      eventLoopDelayMs: {
        p50: Math.round(histogram.percentile(50) / 1e4) / 100,
        p99: Math.round(histogram.percentile(99) / 1e4) / 100,
        max: Math.round(histogram.max / 1e4) / 100,
      },
    };
    // Each reading covers the time since the last, so that a soak test can sample them.
    histogram.reset();
    return reading;
  };
}
