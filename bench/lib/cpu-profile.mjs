// Where the main thread's time went in a CPU profile from the DevTools protocol (Profiler.stop):
// self time per script and per function, heaviest first; idle time left out.

/** @returns {{ byScript: [string, number][], byFunction: [string, number][] }} times in ms */
export function summarizeProfile(profile, { top = 15 } = {}) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  profile.samples.forEach((id, index) => {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  const byScript = new Map();
  const byFunction = new Map();
  for (const [id, time] of self) {
    const { functionName, url, lineNumber, columnNumber } = nodes.get(id).callFrame;
    if (functionName === '(idle)') continue;
    const script = url ? url.replace(/^https?:\/\/[^/]+/, '') : functionName || '(anonymous)';
    byScript.set(script, (byScript.get(script) ?? 0) + time);
    const where = url ? ` ${script}:${lineNumber + 1}:${columnNumber + 1}` : '';
    const key = `${functionName || '(anonymous)'}${where}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + time);
  }
  const heaviest = (map) => [...map].sort((a, b) => b[1] - a[1]).slice(0, top);
  return { byScript: heaviest(byScript), byFunction: heaviest(byFunction) };
}
