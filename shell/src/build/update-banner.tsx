import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useBuildUpdate } from './use-build-update';

/**
 * The note itself: in the chunk the poller comes in (after the page is interactive), so it is there
 * when the poller announces a build. Should it fail to load, no note (never the error screen).
 */
const UpdateBar = lazy<ComponentType<{ updateId: string; onDismiss: () => void }>>(() =>
  import(/* webpackChunkName: "after-interactive" */ './update-bar').catch(() => ({ default: () => null })),
);

/**
 * SPEC 4: a quiet note that a newer build is deployed, with a reload button. It does not take the
 * focus nor block anything: the next navigation loads the new build anyway. The live region is
 * server-rendered (a region added with its message is not always announced); its content is not.
 */
export function UpdateBanner() {
  const updateId = useBuildUpdate();
  const [dismissed, setDismissed] = useState<string | null>(null);
  // Both live regions of the page stay for toasts; this one is its own polite status.
  return (
    <div role="status" aria-live="polite" data-testid="update-banner-region">
      {updateId !== null && dismissed !== updateId ? (
        <Suspense fallback={null}>
          <UpdateBar updateId={updateId} onDismiss={() => setDismissed(updateId)} />
        </Suspense>
      ) : null}
    </div>
  );
}
