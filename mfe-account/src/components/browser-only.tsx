import { Skeleton } from '@arbora/shared/ui/commerce';
import { VisuallyHidden } from '@arbora/shared/ui';
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
 * Customer data is loaded in the browser only (the server renders the anonymous view): the first
 * render, on the server and in the browser alike, is the skeleton; then the content suspends on its
 * queries with the same skeleton. A query that throws (a 404 for another customer's order) reaches
 * the shell's boundary, which shows the error screen.
 */
export function BrowserOnly({ children, lines }: { children: ReactNode; lines?: number }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const fallback = <LoadingSkeleton lines={lines} />;
  if (!mounted) return fallback;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
