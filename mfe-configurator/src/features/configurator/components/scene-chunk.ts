/**
 * The 3D scene (three.js) behind a tiny chunk of its own: asking for this chunk makes webpack
 * preload the scene's chunks (`webpackPreload`: downloaded, not run), so the page can start their
 * download early and run them only once the form is hydrated (running three.js costs the main
 * thread hundreds of milliseconds on a phone).
 */
export const importScene = () => import(/* webpackPreload: true */ './fence-scene');
