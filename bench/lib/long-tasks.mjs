// The long tasks of a Chromium trace's page main thread, each with what ran inside it: how every
// TBT fix of docs/server-rendering.md ("Main-thread work") was found.

const ms = (us) => Math.round(us / 1000);

/** A trace event's name with what it ran: the script (its file name) and function, or the event type. */
function label(event) {
  const data = event.args?.data ?? event.args?.beginData ?? {};
  const url = data.url || data.stackTrace?.[0]?.url || '';
  const file = url ? ` ${String(url).split('/').pop().slice(0, 48)}` : '';
  return `${event.name}${file}${data.functionName ? ` ${data.functionName}` : ''}${data.type ? ` ${data.type}` : ''}`;
}

/** The events of `inside` directly under `parent` (not inside another of them), in trace order. */
function childrenOf(parent, inside) {
  const within = inside.filter((e) => e !== parent && e.ts >= parent.ts && e.ts + e.dur <= parent.ts + parent.dur);
  return within.filter(
    (e) => !within.some((p) => p !== e && p.dur > e.dur && p.ts <= e.ts && p.ts + p.dur >= e.ts + e.dur),
  );
}

/**
 * @param {object[]} traceEvents Lighthouse's `artifacts.Trace.traceEvents`
 * @param {{ min?: number }} options min: the shortest task listed, in ms (50: what TBT counts)
 * @returns {{ fcp: number | null, tasks: { start: number, duration: number, parts: { ms: number, what: string, inside: string[] }[] }[] }}
 *   times in ms from the navigation's start
 */
export function longTasks(traceEvents, { min = 50 } = {}) {
  const parsing = new Set(traceEvents.filter((e) => e.name === 'ParseHTML').map((e) => e.pid));
  const thread = traceEvents.find(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && parsing.has(e.pid),
  );
  if (!thread) return { fcp: null, tasks: [] };
  const ofPage = (e) => e.pid === thread.pid;
  const start =
    traceEvents.find((e) => e.name === 'navigationStart' && ofPage(e) && e.args?.data?.isLoadingMainFrame) ??
    traceEvents.find((e) => e.name === 'navigationStart' && ofPage(e));
  const t0 = start?.ts ?? 0;
  const fcp = traceEvents.find((e) => e.name === 'firstContentfulPaint' && ofPage(e));
  const onMain = traceEvents.filter((e) => ofPage(e) && e.tid === thread.tid && e.ph === 'X' && e.dur != null);
  let sampled = null;
  const samples = () => (sampled ??= pageSamples(traceEvents, thread.pid));
  const tasks = onMain
    .filter((e) => e.name === 'RunTask' && e.dur >= min * 1000)
    .sort((a, b) => a.ts - b.ts)
    .map((task) => {
      const inside = onMain.filter((e) => e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur);
      const parts = childrenOf(task, inside)
        .filter((part) => part.dur >= 2000)
        .map((part) => ({
          ms: ms(part.dur),
          what: label(part),
          inside: childrenOf(part, inside)
            .filter((e) => e.dur >= 3000)
            .map((e) => `${label(e)} ${ms(e.dur)}`),
        }));
      return {
        start: ms(task.ts - t0),
        duration: ms(task.dur),
        parts,
        functions: heaviest(task.ts, task.ts + task.dur),
      };
    });
  return { fcp: fcp ? ms(fcp.ts - t0) : null, tasks };

  /** The functions whose own code ran longest between `from` and `to` (the trace's CPU samples), heaviest first. */
  function heaviest(from, to, top = 6) {
    const self = new Map();
    for (const [time, name] of samples()) {
      if (time < from || time > to) continue;
      self.set(name, (self.get(name) ?? 0) + 1);
    }
    const all = [...self.values()].reduce((a, b) => a + b, 0);
    return [...self]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, count]) => `${name} ${Math.round((count / (all || 1)) * 100)}%`);
  }
}

/** The page's CPU samples ([trace time, "function file:line"]), from the trace's Profile/ProfileChunk events. */
function pageSamples(traceEvents, pid) {
  const profiles = new Map();
  for (const e of traceEvents) {
    if (e.pid !== pid) continue;
    if (e.name === 'Profile')
      profiles.set(e.id, { start: e.args?.data?.startTime ?? e.ts, nodes: new Map(), samples: [], deltas: [] });
    if (e.name !== 'ProfileChunk') continue;
    const profile = profiles.get(e.id);
    const data = e.args?.data ?? {};
    if (!profile) continue;
    for (const node of data.cpuProfile?.nodes ?? []) profile.nodes.set(node.id, node.callFrame);
    profile.samples.push(...(data.cpuProfile?.samples ?? []));
    profile.deltas.push(...(data.timeDeltas ?? []));
  }
  const out = [];
  for (const profile of profiles.values()) {
    let time = profile.start;
    profile.samples.forEach((id, index) => {
      time += profile.deltas[index] ?? 0;
      const frame = profile.nodes.get(id);
      if (!frame || ['(idle)', '(program)', '(root)'].includes(frame.functionName)) return;
      const file = frame.url
        ? ` ${String(frame.url).split('/').pop().slice(0, 40)}:${(frame.lineNumber ?? 0) + 1}:${(frame.columnNumber ?? 0) + 1}`
        : '';
      out.push([time, `${frame.functionName || '(anonymous)'}${file}`]);
    });
  }
  return out;
}
