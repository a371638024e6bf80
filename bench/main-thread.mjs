#!/usr/bin/env node
// Where a phone's main thread is blocked: one Lighthouse load per page (mobile, devtools throttling,
// as bench/lighthouse.mjs), then each task of 50 ms or more from its trace, with what ran inside it
// (script evaluation and compile, timers, microtasks, layout, hydration's event handlers). TBT counts
// what each task after the first paint spends past 50 ms. Figures only. "own time": the functions
// whose own code ran most in the task (V8's CPU samples in the trace, minified names: read them
// against the build's source maps).
//
// Usage: node bench/main-thread.mjs [--paths /,/p-…] [--cpu 4] [--site http://127.0.0.1:3000]
// Without --site, the composed site is started from the builds on free ports (bench/lib/site-stack.mjs),
// and the page list is a product page, found in the API.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stopAll } from '../tooling/stack.mjs';
import { runLighthouse } from './lib/lighthouse-run.mjs';
import { longTasks } from './lib/long-tasks.mjs';
import { firstProductPath } from './lib/measured-pages.mjs';
import { startSiteStack } from './lib/site-stack.mjs';

const arg = (name) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const CPU = Number(arg('--cpu') ?? 4);

async function main() {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'arbora-main-thread-'));
  const stack = arg('--site') ? null : await startSiteStack(tmp);
  try {
    const site = arg('--site') ?? stack.site;
    let paths = arg('--paths')?.split(',');
    paths ??= [await firstProductPath(stack?.api ?? `${site}/api/v1`)];
    await fetch(`${site}${paths[0]}`); // one request first: the server's caches are warm, as a visitor's would be
    for (const pagePath of paths) {
      const { lhr, artifacts } = await runLighthouse(`${site}${pagePath}`, { cpu: CPU, profile: true });
      const { fcp, tasks } = longTasks(artifacts.Trace.traceEvents);
      const tbt = Math.round(lhr.audits['total-blocking-time'].numericValue);
      console.log(
        `\n${pagePath}: TBT ${tbt} ms, FCP ${fcp} ms (CPU ${CPU}x, benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)})`,
      );
      for (const task of tasks) {
        const counted = fcp !== null && task.start >= fcp ? `, ${task.duration - 50} ms counted` : '';
        console.log(`task at ${task.start} ms: ${task.duration} ms${counted}`);
        for (const part of task.parts)
          console.log(
            `  ${String(part.ms).padStart(4)} ms ${part.what}${part.inside.length ? `  [${part.inside.join('; ')}]` : ''}`,
          );
        if (task.functions.length) console.log(`  own time: ${task.functions.join(', ')}`);
      }
    }
  } finally {
    if (stack) await stopAll(stack.children);
    rmSync(tmp, { recursive: true, force: true });
  }
}

await main();
