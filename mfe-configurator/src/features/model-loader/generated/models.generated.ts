// Written by scripts/build-models.mjs: do not edit. Webpack emits each file as a hashed asset.
import type { ModelManifest } from '../types';

export const MODELS: ModelManifest = {
  cap: {
    light: { url: new URL('./cap-light.f86749f9.glb', import.meta.url).href, bytes: 2080 },
    detailed: { url: new URL('./cap-detailed.797ecfbf.glb', import.meta.url).href, bytes: 19380 },
  },
  hinge: {
    light: { url: new URL('./hinge-light.43f0579d.glb', import.meta.url).href, bytes: 2188 },
    detailed: { url: new URL('./hinge-detailed.85f54634.glb', import.meta.url).href, bytes: 19744 },
  },
  handle: {
    light: { url: new URL('./handle-light.288d49bd.glb', import.meta.url).href, bytes: 2192 },
    detailed: { url: new URL('./handle-detailed.d54159d3.glb', import.meta.url).href, bytes: 14780 },
  },
  lock: {
    light: { url: new URL('./lock-light.3750c7af.glb', import.meta.url).href, bytes: 1984 },
    detailed: { url: new URL('./lock-detailed.22ac43b1.glb', import.meta.url).href, bytes: 9252 },
  },
  motor: {
    light: { url: new URL('./motor-light.2e55ba25.glb', import.meta.url).href, bytes: 1940 },
    detailed: { url: new URL('./motor-detailed.de53bf60.glb', import.meta.url).href, bytes: 15188 },
  },
};
