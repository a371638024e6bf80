import type { ModelManifest } from '../types';

const file = (name: string, bytes: number) => ({ url: `/models/${name}.glb`, bytes });

/** The manifest in tests: fixed URLs and sizes (the real one is written by scripts/build-models.mjs). */
export const MODELS: ModelManifest = {
  cap: { light: file('cap-light', 100), detailed: file('cap-detailed', 1000) },
  hinge: { light: file('hinge-light', 100), detailed: file('hinge-detailed', 1000) },
  handle: { light: file('handle-light', 100), detailed: file('handle-detailed', 1000) },
  lock: { light: file('lock-light', 100), detailed: file('lock-detailed', 1000) },
  motor: { light: file('motor-light', 100), detailed: file('motor-detailed', 1000) },
};
