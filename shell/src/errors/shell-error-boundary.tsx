import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation, type Location } from 'react-router';
import { ChunkErrorReload } from '../build/chunk-error-reload';
import { SiteLayout } from '../layouts/site-layout';
import { ErrorScreen } from './error-screen';

/**
 * The screen for an error nothing closer handled: an error screen in the site's frame, never a white
 * page. The error itself (a route naming an unknown middleware, SPEC 8) goes to the console
 * (componentDidCatch), not to the shopper.
 */
export function ShellErrorScreen({ error }: { error: unknown }) {
  return (
    <SiteLayout layout="default">
      <ChunkErrorReload error={error}>
        <ErrorScreen status={500} />
      </ChunkErrorReload>
    </SiteLayout>
  );
}

interface BoundaryProps {
  location: Location;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  failed: boolean;
  location: Location;
}

/**
 * Catches what its children throw while rendering. Like the data router's route boundaries it
 * used to replace, the error is forgotten on the next navigation: another URL renders again.
 */
class LocationErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  constructor(props: BoundaryProps) {
    super(props);
    this.state = { error: undefined, failed: false, location: props.location };
  }

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (props.location === state.location) return null;
    return { error: undefined, failed: false, location: props.location };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    console.error('[shell] unexpected error', error);
  }

  override render() {
    return this.state.failed ? <ShellErrorScreen error={this.state.error} /> : this.props.children;
  }
}

/**
 * The shell's error boundary (declarative routing has no `errorElement`): around the routed view,
 * so a page's error keeps the frame (toasts, update banner), and around the frame itself. React
 * runs no boundary on the server: there an error is the renderer's (server-render.tsx).
 */
export function ShellErrorBoundary({ children }: { children: ReactNode }) {
  return <LocationErrorBoundary location={useLocation()}>{children}</LocationErrorBoundary>;
}
