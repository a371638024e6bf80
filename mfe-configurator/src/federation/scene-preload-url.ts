declare const __webpack_public_path__: string | undefined;

/**
 * Where this remote's scene-preload.js is (scripts/scene-preload-plugin.cjs), from its public path:
 * the remote's own origin in the browser and, in the server build, the address the shell server
 * found it at. Null outside webpack (Jest).
 */
export function scenePreloadUrl(): string | null {
  const base = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '';
  return base ? `${base}scene-preload.js` : null;
}
