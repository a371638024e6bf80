import { useEffect, useState, type ReactNode } from 'react';
import type * as SceneModuleType from './fence-scene';
import type { FenceSceneProps } from './fence-scene';

type SceneModule = typeof SceneModuleType;
let sceneChunk: Promise<SceneModule> | null = null;
let sceneLoaded: SceneModule | null = null;

/**
 * three.js is in the scene's chunk only: run once, on the 3D page (a failed download is asked again).
 * Its chunks are preloaded by then (scene-preload.js, the container's runtime plugin): imported
 * directly, not through scene-chunk.ts, they are run in one step rather than two.
 */
function loadScene(): Promise<SceneModule> {
  sceneChunk ??= import('./fence-scene').then(
    (module) => (sceneLoaded = module),
    (error: unknown) => {
      sceneChunk = null;
      throw error;
    },
  );
  return sceneChunk;
}

/** The scene's component once its chunk is here (no Suspense: a boundary would hold its reveal back). */
function useSceneComponent(onFailure: () => void): SceneModule['default'] | null {
  const [component, setComponent] = useState<SceneModule['default'] | null>(null);
  useEffect(() => {
    if (sceneLoaded) {
      setComponent(() => sceneLoaded!.default);
      return undefined;
    }
    let live = true;
    loadScene().then(
      (module) => live && setComponent(() => module.default),
      () => live && onFailure(),
    );
    return () => {
      live = false;
    };
  }, [onFailure]);
  return component;
}

interface SceneSlotProps extends Omit<FenceSceneProps, 'surface'> {
  /** The WebGL surface once the page has checked for one (null until then). */
  surface: FenceSceneProps['surface'];
  /** Drawn until the scene can draw (the 2D elevation): on the server, before the chunk, before the check. */
  fallback: ReactNode;
}

/**
 * Where the 3D scene goes. Its own component so that the scene's arrival re-renders this slot only,
 * not the whole page (form, bill of materials): that render stands between the chunk and the first frame.
 */
export function SceneSlot({ surface, fallback, ...scene }: SceneSlotProps) {
  const FenceScene = useSceneComponent(scene.onUnavailable);
  return FenceScene && surface ? <FenceScene surface={surface} {...scene} /> : <>{fallback}</>;
}
