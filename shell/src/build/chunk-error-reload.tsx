import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PageSkeleton } from '../federation/page-skeleton';
import { isChunkLoadError, reloadOnceForChunkError } from './chunk-reload';

/**
 * What a failed page shows: when the failure is a missing script chunk (usually a newer build
 * replaced it), a skeleton while the page reloads in full, once per path within 10 s (SPEC 4);
 * otherwise, or when that reload did not help, the given fallback.
 */
export function ChunkErrorReload({ error, children }: { error: unknown; children: ReactNode }) {
  const { pathname } = useLocation();
  const chunkError = isChunkLoadError(error);
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    if (chunkError && !reloadOnceForChunkError(pathname)) setGaveUp(true);
  }, [chunkError, pathname]);
  return chunkError && !gaveUp ? <PageSkeleton /> : <>{children}</>;
}
