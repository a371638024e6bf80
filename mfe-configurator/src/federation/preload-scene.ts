/** The one hook used, of the federation runtime's plugin interface (`@module-federation/runtime`). */
interface RuntimePlugin {
  name: string;
  init: () => void;
}

const is3dPage = () => typeof window !== 'undefined' && window.location.pathname.startsWith('/configurateur-3d');

/**
 * A runtime plugin of this remote's federation container (browser build only, webpack.config.cjs):
 * when the shell starts the container on the 3D page, the scene's chunks start downloading (not
 * running) there and then, far earlier than an effect after the hydration. On a server-rendered
 * page its scene-preload.js has asked for them earlier still (scripts/scene-preload-plugin.cjs):
 * these requests then find them preloaded; after a client-side navigation they are the first.
 */
export default function preloadScenePlugin(): RuntimePlugin {
  let started = false;
  return {
    name: 'configurator-preload-scene',
    init() {
      if (started || !is3dPage()) return;
      started = true;
      // The chunk itself, not scene-slot's preloadScene(): this module runs in the container's
      // runtime, before the share scope exists, so it must not import React or anything shared.
      import('../features/configurator/components/scene-chunk').catch(() => undefined);
    },
  };
}
