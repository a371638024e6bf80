import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { ChunkErrorReload } from '../build/chunk-error-reload';
import { ErrorScreen } from '../errors/error-screen';
import { RemoteBoundary } from './remote-boundary';
import { RemoteUnavailable } from './remote-unavailable';
import { PageSkeleton } from './page-skeleton';
import { loadRemotePage } from './runtime';

interface RemotePageProps {
  remote: string;
  module: string;
}

/**
 * Mounts `remote/module` with fault isolation: Suspense while loading, an error boundary that
 * shows a French fallback with « Réessayer », and a new lazy component per attempt (React.lazy
 * caches a failed import, so retrying the same one would fail forever).
 */
export function RemotePage({ remote, module }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  const { reset } = useQueryErrorResetBoundary();
  const Page = useMemo(() => lazy(() => loadRemotePage(remote, module, attempt)), [remote, module, attempt]);
  return (
    <RemoteBoundary
      key={`${remote}/${module}#${attempt}`}
      remote={remote}
      onRetry={() => {
        reset();
        setAttempt((n) => n + 1);
      }}
      httpError={(error) => <ErrorScreen status={error.status} message={error.message} />}
      fallback={(error, retry) => (
        <ChunkErrorReload error={error}>
          <RemoteUnavailable remote={remote} onRetry={retry} />
        </ChunkErrorReload>
      )}
    >
      <Suspense fallback={<PageSkeleton />}>
        <Page />
      </Suspense>
    </RemoteBoundary>
  );
}
