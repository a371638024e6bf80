// One Lighthouse load as every bench here runs it: a fresh Debian Chromium (empty cache), mobile
// emulation, performance only, applied (devtools) throttling with Lighthouse's mobile network preset.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tooling/chromium.mjs';

/** Lighthouse's mobile preset (mobileSlow4G); `cpu`: its CPU slowdown (4 by default), relative to the host. */
export const mobileThrottling = (cpu = 4) => ({
  rttMs: 150,
  throughputKbps: 1.6 * 1024,
  requestLatencyMs: 150 * 3.75,
  downloadThroughputKbps: 1.6 * 1024 * 0.9,
  uploadThroughputKbps: 750 * 0.9,
  cpuSlowdownMultiplier: cpu,
});

/**
 * `profile`: the trace also holds V8's CPU samples (what ran in each task, by function; sampling
 * slows the page a little: for attribution, not for the figures).
 * @returns {Promise<import('lighthouse').RunnerResult>} the report (`lhr`) and the artifacts (the trace)
 */
export async function runLighthouse(url, { cpu = 4, profile = false } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    return await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttlingMethod: 'devtools',
      throttling: mobileThrottling(cpu),
      ...(profile ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
    });
  } finally {
    await chrome.kill();
  }
}
