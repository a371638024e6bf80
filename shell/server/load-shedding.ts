import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';

/**
 * Whether the shell server is too busy to render a page now. Past the threshold, a page that
 * is not in the HTML cache is not rendered (page.ts answers its last good HTML, else a 503 with
 * Retry-After): rendering more would only make every answer later, cached ones included.
 */
export interface LoadGauge {
  overloaded(): boolean;
  /** Reads the event loop's delay since the last reading (the gauge does it on its own timer). */
  sample(): void;
  stop(): void;
}

/** How often the event loop's delay is recorded (ms): the floor of what the histogram can see. */
const RESOLUTION_MS = 10;

type Histogram = Pick<IntervalHistogram, 'mean' | 'count' | 'reset' | 'enable' | 'disable'>;

/**
 * The mean delay of the event loop over each `sampleEveryMs`, against `thresholdMs` (0: never
 * overloaded), over two readings in a row. The mean, not the maximum, and twice: one long block
 * (a render, the renderer's first load) is no overload, a loop late all the time is.
 */
export function eventLoopGauge(
  thresholdMs: number,
  {
    sampleEveryMs = 500,
    histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS }),
  }: { sampleEveryMs?: number; histogram?: Histogram } = {},
): LoadGauge {
  if (thresholdMs <= 0) return { overloaded: () => false, sample: () => undefined, stop: () => undefined };
  let late = [false, false];
  histogram.enable();
  const gauge: LoadGauge = {
    overloaded: () => late.every(Boolean),
    sample() {
      // The histogram counts the resolution's own wait in each delay.
      const delayMs = histogram.count > 0 ? Math.max(0, histogram.mean / 1e6 - RESOLUTION_MS) : 0;
      late = [late[1]!, delayMs > thresholdMs];
      histogram.reset();
    },
    stop() {
      clearInterval(timer);
      histogram.disable();
    },
  };
  const timer = setInterval(() => gauge.sample(), sampleEveryMs);
  timer.unref();
  return gauge;
}
