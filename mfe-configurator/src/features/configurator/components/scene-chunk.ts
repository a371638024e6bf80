/**
 * The 3D scene (three.js) behind a tiny chunk of its own: asking for this chunk makes webpack
 * preload the scene's chunks (`webpackPreload`: downloaded, not run). The container's runtime plugin
 * asks for it (src/federation/preload-scene.ts), where importing the scene itself would run it
 * before the share scope exists; the page imports fence-scene.tsx directly once hydrated.
 */
export const importScene = () => import(/* webpackPreload: true */ './fence-scene');
