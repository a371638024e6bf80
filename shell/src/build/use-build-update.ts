import { bus } from '@arbora/shared/bus';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { startAfterInteractive } from '../core/after-interactive';
import { browserNavigation } from '../core/browser-navigation';

/**
 * Starts the build poller for the life of the shell; a new build is announced on the bus. Its code
 * (build-updates.ts) is its own chunk, loaded once the page is interactive: the first poll only
 * records the build the page runs, so nothing is lost by starting then.
 */
export function useBuildUpdatePoller(enabled = true): void {
  useEffect(() => {
    if (!enabled) return undefined;
    return startAfterInteractive(
      () => import(/* webpackChunkName: "after-interactive" */ './build-updates'),
      ({ startBuildUpdatePoller }) =>
        startBuildUpdatePoller({ onUpdate: (id) => bus.emit('build:update-available', { id }) }),
    );
  }, [enabled]);
}

/** The id of a newer deployed build, once one is known (the bus replays it to late subscribers). */
export function useBuildUpdate(): string | null {
  const [id, setId] = useState<string | null>(null);
  useEffect(() => bus.on('build:update-available', (update) => setId(update.id)), []);
  return id;
}

/**
 * SPEC 4: once a newer build is known, the next navigation is a full page load, so the shopper
 * gets the new shell and remotes instead of chunks that may be gone. True from that navigation on;
 * the caller renders nothing of the old build meanwhile, and the effect loads the page.
 */
export function useFullLoadOnNextNavigation(): boolean {
  const { pathname, search, hash } = useLocation();
  const href = pathname + search;
  const [flaggedAt, setFlaggedAt] = useState<string | null>(null);
  const updateId = useBuildUpdate();
  useEffect(() => {
    // The page on screen when the update became known stays; the next one loads in full.
    if (updateId !== null) setFlaggedAt((at) => at ?? href);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the moment the update is known counts
  }, [updateId]);
  const mustLoad = flaggedAt !== null && flaggedAt !== href;
  useEffect(() => {
    if (mustLoad) browserNavigation.assign(href + hash);
  }, [mustLoad, href, hash]);
  return mustLoad;
}
