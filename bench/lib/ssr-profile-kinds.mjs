// The shell server's CPU profile (DevTools protocol) by kind of work: each sample goes to the first
// kind its call stack matches, in the order below (a styled-components call inside React's render
// counts as styled-components, not as React). Idle time is left out.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Lines of stylis and styled-components in the renderer bundle (dist/server/render.js): webpack
 * names each concatenated module with a `;// path` line; the range ends at the next module.
 */
const styleRanges = new Map();
function styleRange(url) {
  if (!styleRanges.has(url)) {
    let range = [0, 0];
    try {
      const lines = readFileSync(fileURLToPath(url), 'utf8').split('\n');
      const start = lines.findIndex((line) => line.startsWith(';// ../node_modules/stylis/'));
      const sc = lines.findIndex((line) => line.startsWith(';// ../node_modules/styled-components/'));
      const end = lines.findIndex((line, index) => index > sc && /^(\/\*\*\*\/ \d+|;\/\/ )/.test(line));
      if (start >= 0 && sc >= 0) range = [start, end > 0 ? end : lines.length];
    } catch {
      // not a file: no range
    }
    styleRanges.set(url, range);
  }
  return styleRanges.get(url);
}

const name = (node) => node.callFrame.functionName;
const url = (node) => node.callFrame.url;
const isStyling = (node) => {
  if (!url(node).endsWith('/server/render.js')) return false;
  const [start, end] = styleRange(url(node));
  return node.callFrame.lineNumber >= start && node.callFrame.lineNumber < end;
};
const any = (stack, test) => stack.some(test);
const inRender = (stack) => any(stack, (node) => name(node) === 'performWork');

const KINDS = [
  ['garbage collection', (stack) => name(stack[0]) === '(garbage collector)'],
  ['styled-components and stylis (CSS of each render)', (stack) => inRender(stack) && any(stack, isStyling)],
  [
    'React: the HTML to bytes (flush)',
    (stack) => any(stack, (node) => /^(flushCompletedQueues|completeAll)$/.test(name(node))),
  ],
  [
    'react-router in render (Link, NavLink, Routes)',
    (stack) =>
      any(stack, (node) =>
        /^(LinkWithRef|NavLinkWithRef|Routes|useRoutes|useHref|useResolvedPath|useNavigateUnstable|useLinkClickHandler)$/.test(
          name(node),
        ),
      ),
  ],
  [
    'react-query hooks in render',
    (stack) => inRender(stack) && any(stack, (node) => /^(useBaseQuery|useQuery|useSuspenseQuery)$/.test(name(node))),
  ],
  ['React render (components, react-dom)', inRender],
  ['dehydrate and serializeState', (stack) => any(stack, (node) => /^(serializeState|dehydrate)$/.test(name(node)))],
  ['API reads: JSON parse', (stack) => any(stack, (node) => /^(readJson|parse)$/.test(name(node)) && !isStyling(node))],
  [
    'API reads: HTTP client',
    (stack) =>
      any(
        stack,
        (node) =>
          /undici|request-fetch|shared-reads|request-id|api-transport|_http_client|_http_agent/.test(url(node)) ||
          name(node) === 'fetch',
      ),
  ],
  ['ETag hash', (stack) => any(stack, (node) => name(node) === 'htmlEtag')],
  [
    'HTML assembly (renderPage, head, hints)',
    (stack) =>
      any(stack, (node) =>
        /shell\/server\/(html|head|page-head|json-ld|picture-preloads|remote-assets|shell-assets)\.ts/.test(url(node)),
      ),
  ],
  [
    'HTTP answer to the socket',
    (stack) => any(stack, (node) => /^(writePayload|onSendEnd)$/.test(name(node)) || /_http_outgoing/.test(url(node))),
  ],
  ['Fastify and its hooks', (stack) => any(stack, (node) => /fastify/.test(url(node)))],
  ['shell server, other', (stack) => any(stack, (node) => /shell\/server\//.test(url(node)))],
  ['renderer, other', (stack) => any(stack, (node) => /\/server\/[^/]*\.js$/.test(url(node)))],
  ['(program): V8 and native', (stack) => name(stack[0]) === '(program)'],
  [
    'async hooks, microtasks, timers',
    (stack) => any(stack, (node) => /async_hooks|task_queues|timers/.test(url(node))),
  ],
  ['other', () => true],
];

/** @returns {{ busyMs: number, byKind: [string, number][] }} ms per kind, heaviest first */
export function profileKinds(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byKind = new Map();
  let busyMs = 0;
  profile.samples.forEach((id, index) => {
    const stack = [];
    for (let at = id; at !== undefined; at = parent.get(at)) stack.push(nodes.get(at));
    if (name(stack[0]) === '(idle)') return;
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    busyMs += ms;
    const [kind] = KINDS.find(([, test]) => test(stack));
    byKind.set(kind, (byKind.get(kind) ?? 0) + ms);
  });
  return { busyMs, byKind: [...byKind].sort((a, b) => b[1] - a[1]) };
}
