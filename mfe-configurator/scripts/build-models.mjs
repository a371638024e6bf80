#!/usr/bin/env node
// Generates the configurator's detailed parts (post cap, hinge, handle, lock, motor) as GLB files,
// each in a light and a detailed version, built in code (no binary source to keep), compressed with
// meshopt. Names carry a content hash so the server may cache them for ever. Writes them beside the
// loader, with `models.generated.ts`, which webpack turns into asset URLs (`new URL(…, import.meta.url)`).
// Deterministic: the same code gives the same bytes, so the committed output only changes with it.
/* eslint-disable import-x/no-extraneous-dependencies -- build-time tools, never bundled: devDependencies and the root's prettier */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Document, Logger, NodeIO } from '@gltf-transform/core';
import { ALL_EXTENSIONS } from '@gltf-transform/extensions';
import { meshopt, weld } from '@gltf-transform/functions';
import { MeshoptDecoder, MeshoptEncoder } from 'meshoptimizer';
import prettier from 'prettier';

const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/features/model-loader/generated');

/** A mesh under construction: positions, normals, triangle indices. */
function builder() {
  const pos = [];
  const nor = [];
  const idx = [];
  const vertex = (p, n) => {
    pos.push(...p);
    nor.push(...n);
    return pos.length / 3 - 1;
  };
  return { pos, nor, idx, vertex };
}

/** An axis-aligned box centred on c, flat-shaded. */
function box(b, [cx, cy, cz], [sx, sy, sz]) {
  const h = [sx / 2, sy / 2, sz / 2];
  for (let axis = 0; axis < 3; axis++) {
    for (const sign of [-1, 1]) {
      const n = [0, 0, 0];
      n[axis] = sign;
      const u = (axis + 1) % 3;
      const v = (axis + 2) % 3;
      const corners = [
        [-1, -1],
        [1, -1],
        [1, 1],
        [-1, 1],
      ].map(([a, c]) => {
        const p = [cx, cy, cz];
        p[axis] += sign * h[axis];
        p[u] += a * h[u];
        p[v] += c * h[v];
        return b.vertex(p, n);
      });
      const [a, c, d, e] = corners;
      if (sign > 0) b.idx.push(a, c, d, a, d, e);
      else b.idx.push(a, d, c, a, e, d);
    }
  }
}

/**
 * A solid of revolution around the vertical through c: `profile` is [radius, y] from bottom to top,
 * `segments` around; smooth normals from the profile's slope.
 */
function lathe(b, [cx, cy, cz], profile, segments, axis = 'y') {
  const rings = profile.map(([r, y], i) => {
    const prev = profile[Math.max(0, i - 1)];
    const next = profile[Math.min(profile.length - 1, i + 1)];
    const dy = next[1] - prev[1];
    const dr = next[0] - prev[0];
    const len = Math.hypot(dy, dr) || 1;
    const ring = [];
    for (let s = 0; s <= segments; s++) {
      const t = (s / segments) * Math.PI * 2;
      const [cos, sin] = [Math.cos(t), Math.sin(t)];
      const local = [r * cos, y, r * sin];
      const normal = [(dy / len) * cos, -dr / len, (dy / len) * sin];
      const swap = (v) => (axis === 'x' ? [v[1], v[0], v[2]] : axis === 'z' ? [v[0], v[2], v[1]] : v);
      const p = swap(local);
      ring.push(b.vertex([cx + p[0], cy + p[1], cz + p[2]], swap(normal)));
    }
    return ring;
  });
  for (let i = 0; i + 1 < rings.length; i++) {
    for (let s = 0; s < segments; s++) {
      const [a, c, d, e] = [rings[i][s], rings[i][s + 1], rings[i + 1][s + 1], rings[i + 1][s]];
      b.idx.push(a, d, c, a, e, d);
    }
  }
}

/** A profile with `steps` points on a quarter circle of radius r around (r0, y0): rounded edges. */
const arc = (r0, y0, r, steps, from, to) =>
  Array.from({ length: steps + 1 }, (_, i) => {
    const t = from + ((to - from) * i) / steps;
    return [r0 + r * Math.cos(t), y0 + r * Math.sin(t)];
  });

// Sizes in metres; a part sits on its own origin (a cap on the post's top, a hinge on the door's edge).
const PARTS = {
  cap: {
    colour: [0.27, 0.28, 0.29],
    light: (b) =>
      lathe(
        b,
        [0, 0, 0],
        [
          [0, 0],
          [0.074, 0],
          [0.074, 0.02],
          [0, 0.045],
        ],
        4,
      ),
    detailed: (b) =>
      lathe(
        b,
        [0, 0, 0],
        [
          [0, 0],
          [0.071, 0],
          ...arc(0.066, 0.012, 0.008, 6, -Math.PI / 2, Math.PI / 2),
          [0.06, 0.024],
          ...arc(0, 0.024, 0.06, 24, 0, Math.PI / 2).map(([r, y]) => [
            Math.max(0, r - 0.06),
            0.024 + (y - 0.024) * 0.4,
          ]),
        ],
        64,
      ),
  },
  hinge: {
    colour: [0.15, 0.15, 0.16],
    light: (b) => {
      box(b, [0, 0, 0], [0.02, 0.12, 0.02]);
      box(b, [0.06, 0, 0], [0.1, 0.04, 0.006]);
    },
    detailed: (b) => {
      lathe(
        b,
        [0, -0.06, 0],
        [
          [0, 0],
          ...arc(0.008, 0.004, 0.004, 6, -Math.PI / 2, 0),
          ...arc(0.008, 0.116, 0.004, 6, 0, Math.PI / 2),
          [0, 0.12],
        ],
        48,
      );
      lathe(b, [0, 0.06, 0], [[0.004, 0], [0.004, 0.012], ...arc(0, 0.012, 0.004, 6, 0, Math.PI / 2)], 24);
      box(b, [0.06, 0.03, 0], [0.1, 0.035, 0.006]);
      box(b, [0.06, -0.03, 0], [0.1, 0.035, 0.006]);
      for (const x of [0.035, 0.07, 0.1])
        for (const y of [0.03, -0.03])
          lathe(
            b,
            [x, y, 0.003],
            [
              [0.006, 0],
              [0.006, 0.002],
              [0, 0.004],
            ],
            24,
            'z',
          );
    },
  },
  handle: {
    colour: [0.1, 0.1, 0.1],
    light: (b) => {
      box(b, [0, 0, 0], [0.03, 0.16, 0.008]);
      box(b, [0.05, 0.04, 0.035], [0.12, 0.018, 0.018]);
    },
    detailed: (b) => {
      box(b, [0, 0, 0], [0.032, 0.17, 0.008]);
      lathe(b, [0, 0.04, 0.004], [[0.012, 0], [0.012, 0.03], ...arc(0, 0.03, 0.012, 8, 0, Math.PI / 2)], 40, 'z');
      lathe(b, [-0.005, 0.04, 0.035], [[0.009, 0], ...arc(0, 0.12, 0.009, 10, 0, Math.PI / 2)], 40, 'x');
      lathe(
        b,
        [0, -0.05, 0.004],
        [
          [0.008, 0],
          [0.008, 0.004],
          [0, 0.006],
        ],
        32,
        'z',
      );
    },
  },
  lock: {
    colour: [0.55, 0.56, 0.58],
    light: (b) => box(b, [0, 0, 0], [0.07, 0.12, 0.04]),
    detailed: (b) => {
      box(b, [0, 0, 0], [0.07, 0.12, 0.036]);
      box(b, [0, 0, 0.019], [0.062, 0.112, 0.004]);
      lathe(
        b,
        [0, 0.02, 0.021],
        [[0.011, 0], [0.011, 0.004], ...arc(0.007, 0.004, 0.004, 8, 0, Math.PI / 2), [0, 0.008]],
        48,
        'z',
      );
      box(b, [0, 0.02, 0.03], [0.002, 0.012, 0.002]);
      box(b, [0.04, -0.02, 0], [0.012, 0.02, 0.02]);
    },
  },
  motor: {
    colour: [0.2, 0.22, 0.24],
    light: (b) => box(b, [0, 0, 0], [0.5, 0.12, 0.12]),
    detailed: (b) => {
      box(b, [0, 0, 0], [0.44, 0.1, 0.1]);
      lathe(b, [0.22, 0, 0], [[0.06, 0], ...arc(0.05, 0.05, 0.01, 6, 0, Math.PI / 2), [0, 0.06]], 48, 'x');
      lathe(
        b,
        [-0.27, 0, 0],
        [[0, 0], [0.045, 0], [0.045, 0.05], ...arc(0.035, 0.05, 0.01, 6, 0, Math.PI / 2), [0, 0.06]],
        48,
        'x',
      );
      for (let i = 0; i < 10; i++) box(b, [-0.18 + i * 0.04, 0.052, 0], [0.012, 0.006, 0.09]);
    },
  },
};

async function glb(name, level, colour, build) {
  const b = builder();
  build(b);
  const doc = new Document().setLogger(new Logger(Logger.Verbosity.WARN));
  const buffer = doc.createBuffer();
  const position = doc.createAccessor().setType('VEC3').setArray(new Float32Array(b.pos)).setBuffer(buffer);
  const normal = doc.createAccessor().setType('VEC3').setArray(new Float32Array(b.nor)).setBuffer(buffer);
  const indices = doc.createAccessor().setType('SCALAR').setArray(new Uint32Array(b.idx)).setBuffer(buffer);
  const material = doc
    .createMaterial(name)
    .setBaseColorFactor([...colour, 1])
    .setMetallicFactor(name === 'cap' ? 0 : 0.6)
    .setRoughnessFactor(0.5);
  const prim = doc
    .createPrimitive()
    .setAttribute('POSITION', position)
    .setAttribute('NORMAL', normal)
    .setIndices(indices)
    .setMaterial(material);
  const mesh = doc.createMesh(`${name}-${level}`).addPrimitive(prim);
  doc.createScene(name).addChild(doc.createNode(name).setMesh(mesh));
  // The light versions stay uncompressed: they must draw even where the meshopt decoder (WebAssembly)
  // cannot run, e.g. under a Content-Security-Policy without 'wasm-unsafe-eval'.
  await doc.transform(weld(), ...(level === 'detailed' ? [meshopt({ encoder: MeshoptEncoder, level: 'medium' })] : []));
  const io = new NodeIO()
    .registerExtensions(ALL_EXTENSIONS)
    .registerDependencies({ 'meshopt.decoder': MeshoptDecoder, 'meshopt.encoder': MeshoptEncoder });
  return { bytes: await io.writeBinary(doc), triangles: b.idx.length / 3 };
}

await MeshoptEncoder.ready;
await MeshoptDecoder.ready;
mkdirSync(OUT, { recursive: true });
for (const file of readdirSync(OUT)) if (file.endsWith('.glb')) rmSync(path.join(OUT, file));
const manifest = {};
for (const [name, part] of Object.entries(PARTS)) {
  manifest[name] = {};
  for (const level of ['light', 'detailed']) {
    const { bytes, triangles } = await glb(name, level, part.colour, part[level]);
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 8);
    const file = `${name}-${level}.${hash}.glb`;
    writeFileSync(path.join(OUT, file), bytes);
    manifest[name][level] = { file, bytes: bytes.byteLength, triangles };
    console.log(`${file}\t${bytes.byteLength} B\t${triangles} triangles`);
  }
}
const entry = ({ file, bytes }) => `{ url: new URL('./${file}', import.meta.url).href, bytes: ${bytes} }`;
const target = path.join(OUT, 'models.generated.ts');
const options = { ...(await prettier.resolveConfig(target)), filepath: target };
writeFileSync(
  target,
  await prettier.format(
    `// Written by scripts/build-models.mjs: do not edit. Webpack emits each file as a hashed asset.\n` +
      `import type { ModelManifest } from '../types';\n\n` +
      `export const MODELS: ModelManifest = {\n` +
      Object.entries(manifest)
        .map(([name, v]) => `  ${name}: { light: ${entry(v.light)}, detailed: ${entry(v.detailed)} },\n`)
        .join('') +
      `};\n`,
    options,
  ),
);
