/**
 * The WebGL 2 context the 3D scene draws into, made by the page when it checks for WebGL (three.js
 * needs WebGL 2) and handed to the renderer: one context creation instead of two, each slow in
 * software WebGL. No three.js here: the page imports it without pulling in the scene's chunk.
 */
export interface SceneSurface {
  canvas: HTMLCanvasElement;
  context: WebGL2RenderingContext;
}

/** The context attributes the renderer wants. */
export const CONTEXT_ATTRIBUTES: WebGLContextAttributes = {
  alpha: false,
  antialias: true,
  // The printable summary and the e2e pixel check read the canvas after it was drawn.
  preserveDrawingBuffer: true,
};

/** A WebGL 2 surface on a new canvas, or null where the browser has none. */
export function createSceneSurface(): SceneSurface | null {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('webgl2', CONTEXT_ATTRIBUTES);
  return context ? { canvas, context } : null;
}
