// three's shader sources (three/src/renderers/shaders/**/*.glsl.js), reduced as three's own build
// reduces them for build/three.module.js (its rollup `glsl()` transform): comments and blank lines
// out. Resolving `three` to its sources (webpack.config.cjs) would otherwise ship them whole, about
// a third more shader text in the first 3D frame's chunk.
//
// Option `programs` (e.g. ['meshlambert']): the only shader programs the app ever builds. Every
// other program of three's ShaderLib, and every ShaderChunk none of them includes, becomes an empty
// string: three's ShaderChunk and ShaderLib objects name them all, so no bundler can drop them, and
// they were about 90 KiB of the first frame's chunk. A material drawn with another program would
// then fail to compile: the e2e checks that the scene, details included, uses one program.
const fs = require('node:fs');
const path = require('node:path');

const GLSL = /\/\* glsl \*\/`(.*?)`/gs;
const INCLUDE = /#include <([\w]+)>/g;
/** Chunks WebGLProgram adds to every fragment shader itself (not through an #include). */
const ALWAYS = ['colorspace_pars_fragment', 'tonemapping_pars_fragment'];

function reduce(body) {
  return body
    .trim()
    .replace(/\r/g, '')
    .replace(/[ \t]*\/\/.*\n/g, '')
    .replace(/[ \t]*\/\*[\s\S]*?\*\//g, '')
    .replace(/\n{2,}/g, '\n');
}

const closures = new Map();

/** The chunks the given ShaderLib programs include (ShaderChunk files include none themselves). */
function chunksOf(shadersDir, programs) {
  const key = `${shadersDir}|${programs.join(',')}`;
  if (!closures.has(key)) {
    const names = new Set(ALWAYS);
    for (const program of programs) {
      const source = fs.readFileSync(path.join(shadersDir, 'ShaderLib', `${program}.glsl.js`), 'utf8');
      for (const [, name] of source.matchAll(INCLUDE)) names.add(name);
    }
    closures.set(key, names);
  }
  return closures.get(key);
}

/** Whether a shader file is needed by the given programs (files outside ShaderLib/ShaderChunk always are). */
function isKept(file, programs) {
  const folder = path.basename(path.dirname(file));
  const name = path.basename(file, '.glsl.js');
  if (folder === 'ShaderLib') return programs.includes(name);
  if (folder === 'ShaderChunk') return chunksOf(path.dirname(path.dirname(file)), programs).has(name);
  return true;
}

function transform(source, { file, programs } = {}) {
  const kept = !programs || !file || isKept(file, programs);
  return source.replace(GLSL, (_, body) => (kept ? JSON.stringify(reduce(body)) : '""'));
}

module.exports = function glslLoader(source) {
  const options = this && typeof this.getOptions === 'function' ? this.getOptions() : {};
  return transform(source, { file: this?.resourcePath, programs: options.programs });
};
module.exports.reduce = reduce;
module.exports.transform = transform;
module.exports.isKept = isKept;
