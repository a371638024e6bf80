/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS webpack loader
const loader = require('./glsl-loader.cjs') as ((source: string) => string) & {
  reduce: (body: string) => string;
  transform: (source: string, options: { file: string; programs: string[] }) => string;
};

const THREE = path.join(__dirname, '..', '..', 'node_modules', 'three');

function shaderFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? shaderFiles(path.join(dir, entry.name))
      : entry.name.endsWith('.glsl.js')
        ? [path.join(dir, entry.name)]
        : [],
  );
}

describe('glsl-loader (three resolved to its sources)', () => {
  test('a shader module becomes one string without comments or blank lines', () => {
    const source = 'export default /* glsl */`\n#ifdef A\n\n\t// why\n\tx = 1.0; /* note */\n#endif\n`;\n';
    expect(loader(source)).toBe('export default "#ifdef A\\n\\tx = 1.0;\\n#endif";\n');
  });

  test("every shader string equals the one in three's own build", () => {
    const built =
      readFileSync(path.join(THREE, 'build', 'three.module.js'), 'utf8') +
      readFileSync(path.join(THREE, 'build', 'three.core.js'), 'utf8');
    const files = shaderFiles(path.join(THREE, 'src', 'renderers', 'shaders'));
    expect(files.length).toBeGreaterThan(100);
    const differing = files.filter((file) => {
      const reduced = loader(readFileSync(file, 'utf8'));
      const strings = [...reduced.matchAll(/"(?:[^"\\]|\\.)*"/g)].map((match) => match[0]);
      return strings.length === 0 || strings.some((text) => !built.includes(text));
    });
    expect(differing).toEqual([]);
  });

  test("with `programs`, a program's own shaders and every chunk they include keep their text, the rest are empty", () => {
    const shaders = path.join(THREE, 'src', 'renderers', 'shaders');
    const programs = ['meshlambert'];
    const load = (file: string) => loader.transform(readFileSync(file, 'utf8'), { file, programs });
    const lambert = load(path.join(shaders, 'ShaderLib', 'meshlambert.glsl.js'));
    const includes = [...lambert.matchAll(/#include <(\w+)>/g)].map((match) => match[1]!);
    expect(includes.length).toBeGreaterThan(50);
    for (const name of new Set(includes)) {
      expect(load(path.join(shaders, 'ShaderChunk', `${name}.glsl.js`))).not.toMatch(/export default "";/);
    }
    // What WebGLProgram prepends to every fragment shader itself.
    expect(load(path.join(shaders, 'ShaderChunk', 'colorspace_pars_fragment.glsl.js'))).not.toMatch(/""/);
    // Programs and chunks the scene never builds.
    expect(load(path.join(shaders, 'ShaderLib', 'meshphysical.glsl.js'))).not.toMatch(/gl_FragColor|void main/);
    expect(load(path.join(shaders, 'ShaderChunk', 'lights_physical_pars_fragment.glsl.js'))).toBe(
      'export default "";\n',
    );
  });
});
