// A render thread (render-pool.ts): loads the shell's Node renderer (dist/server/render.js, with the
// federation runtime and the remotes it loads) once per thread and renders the pages it is given.
// Plain CommonJS: a worker thread starts without the TypeScript loader the server runs under.
const { readFileSync } = require('node:fs');
const { createRequire } = require('node:module');
const path = require('node:path');
const vm = require('node:vm');
const { parentPort, threadId } = require('node:worker_threads');
const { workerData } = require('piscina');
const { sharedReads } = require('./shared-reads.cjs');

const renderers = new Map();
// What every page reads (menus, settings) is asked of the API once per thread per few seconds.
const fetchShared = sharedReads(globalThis.fetch);

/**
 * The renderer bundle is CommonJS inside the shell's "type": "module" package, which `require` in a
 * plain thread would read as an ES module (the server's main thread runs under tsx, which reads it as
 * CommonJS). So it is evaluated here as CommonJS, with its own require, module and exports.
 */
function loadCommonJs(file) {
  const wrapper = vm.runInThisContext(
    `(function (exports, require, module, __filename, __dirname) {${readFileSync(file, 'utf8')}\n})`,
    // The bundle's own `import()` (the federation runtime loading node built-ins) as in any module.
    { filename: file, importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER },
  );
  const module = { exports: {} };
  wrapper.call(module.exports, module.exports, createRequire(file), module, file, path.dirname(file));
  return module.exports;
}

function rendererOf(file) {
  let renderer = renderers.get(file);
  if (!renderer) {
    renderer = loadCommonJs(file);
    renderers.set(file, renderer);
  }
  return renderer;
}

/** The thread's fetch with the customer's session token on every call (never a shared read). */
function withAuthorization(fetchImpl, authorization) {
  return (url, init = {}) => {
    const headers = new Headers(init.headers);
    if (!headers.has('authorization')) headers.set('authorization', authorization);
    return fetchImpl(url, { ...init, headers });
  };
}

/**
 * One render: the input as renderer.ts got it, less what cannot cross threads (the fetch); a page
 * rendered for a session cookie names its bearer token (`authorization`), for this render only.
 */
async function render({ file, input }) {
  const { authorization, ...rest } = input;
  const fetch = authorization ? withAuthorization(fetchShared, authorization) : fetchShared;
  const result = await rendererOf(file).renderRoute({ ...rest, fetch });
  return { result, threadId };
}

/**
 * The thread's warm-up (`workerData.warmUp`, render-pool.ts): the renderer's `warmUp` loads the
 * remotes' page modules before the thread takes its first render, for `waitMs` at most (past it the
 * thread renders, and the loads go on). Its outcome goes to the pool as a message.
 */
async function warmUp({ file, input, waitMs }) {
  const renderer = rendererOf(file);
  if (typeof renderer.warmUp !== 'function') {
    parentPort.postMessage({ kind: 'arbora-warm-up', threadId });
    return;
  }
  const loading = renderer
    .warmUp(input)
    .then((result) => ({ result }))
    .catch((error) => ({ error: String(error) }))
    .then((outcome) => parentPort.postMessage({ kind: 'arbora-warm-up', threadId, ...outcome }));
  let timer;
  await Promise.race([loading, new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
  clearTimeout(timer);
}

module.exports = workerData?.warmUp
  ? warmUp(workerData.warmUp).then(
      () => render,
      (error) => {
        // A renderer that cannot load: the thread still answers (each render will say why).
        parentPort.postMessage({ kind: 'arbora-warm-up', threadId, error: String(error) });
        return render;
      },
    )
  : render;
