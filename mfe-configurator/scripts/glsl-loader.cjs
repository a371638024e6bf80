// three's shader sources (three/src/renderers/shaders/**/*.glsl.js), reduced as three's own build
// reduces them for build/three.module.js (its rollup `glsl()` transform): comments and blank lines
// out. Resolving `three` to its sources (webpack.config.cjs) would otherwise ship them whole, about
// a third more shader text in the first 3D frame's chunk.
const GLSL = /\/\* glsl \*\/`(.*?)`/gs;

function reduce(body) {
  return body
    .trim()
    .replace(/\r/g, '')
    .replace(/[ \t]*\/\/.*\n/g, '')
    .replace(/[ \t]*\/\*[\s\S]*?\*\//g, '')
    .replace(/\n{2,}/g, '\n');
}

module.exports = function glslLoader(source) {
  return source.replace(GLSL, (_, body) => JSON.stringify(reduce(body)));
};
module.exports.reduce = reduce;
