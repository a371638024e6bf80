/**
 * Where the inline starter of a picture-first page (shell/server/picture-first.ts) keeps the clicks
 * it held before main.js ran, for main.js to take over (src/boot/starter-clicks.ts).
 */
export const STARTER_CLICKS_GLOBAL = 'arboraStarterClicks';
