import { Skeleton } from '@arbora/shared/ui/commerce';
import { VisuallyHidden } from '@arbora/shared/ui';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { Suspense, useEffect, useState, type ReactNode } from 'react';

/** What a customer page shows while its data loads: the shape of the content, announced as busy. */
export function LoadingSkeleton({ lines = 4 }: { lines?: number }) {
  return (
    <div aria-busy="true" data-testid="account-skeleton">
      <VisuallyHidden>Chargement…</VisuallyHidden>
      <Skeleton variant="text" height="1.5em" width="60%" />
      <Skeleton variant="text" lines={lines} />
      <Skeleton variant="rect" height="6rem" />
    </div>
  );
}

/**
 * Customer data is loaded in the browser (the server renders the anonymous view): the first render,
 * on the server and in the browser alike, is the skeleton; then the content suspends on its queries
 * with the same skeleton. A query that throws (a 404 for another customer's order) reaches the
 * shell's boundary, which shows the error screen. `when`: the query the content reads; once its data
 * is in the cache (loaded by the server for the session cookie, then hydrated: issue 36), the
 * content renders at once, on both sides.
 */
export function BrowserOnly({ children, lines, when }: { children: ReactNode; lines?: number; when?: QueryKey }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const client = useQueryClient();
  const loaded = when !== undefined && client.getQueryData(when) !== undefined;
  const fallback = <LoadingSkeleton lines={lines} />;
  if (!mounted && !loaded) return fallback;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
