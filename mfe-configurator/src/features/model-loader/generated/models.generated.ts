// Written by scripts/build-models.mjs: do not edit. Webpack emits each file as a hashed asset.
import type { ModelManifest } from '../types';

export const MODELS: ModelManifest = {
  cap: {
    light: { url: new URL('./cap-light.8c4f5c76.glb', import.meta.url).href, bytes: 1576 },
    detailed: { url: new URL('./cap-detailed.797ecfbf.glb', import.meta.url).href, bytes: 19380 },
  },
  hinge: {
    light: { url: new URL('./hinge-light.51a8509d.glb', import.meta.url).href, bytes: 2304 },
    detailed: { url: new URL('./hinge-detailed.85f54634.glb', import.meta.url).href, bytes: 19744 },
  },
  handle: {
    light: { url: new URL('./handle-light.5914f47b.glb', import.meta.url).href, bytes: 2304 },
    detailed: { url: new URL('./handle-detailed.d54159d3.glb', import.meta.url).href, bytes: 14780 },
  },
  lock: {
    light: { url: new URL('./lock-light.74787027.glb', import.meta.url).href, bytes: 1648 },
    detailed: { url: new URL('./lock-detailed.22ac43b1.glb', import.meta.url).href, bytes: 9252 },
  },
  motor: {
    light: { url: new URL('./motor-light.68b1ea7f.glb', import.meta.url).href, bytes: 1620 },
    detailed: { url: new URL('./motor-detailed.de53bf60.glb', import.meta.url).href, bytes: 15188 },
  },
};
