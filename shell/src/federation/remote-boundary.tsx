import { isHttpError } from '@arbora/shared/errors';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  remote: string;
  /** Renders what the shopper sees when the remote failed (load error, crash). */
  fallback: (error: unknown, retry: () => void) => ReactNode;
  /** Renders an HTTP error a page threw on purpose (e.g. its content does not exist). */
  httpError: (error: { status: number; message: string }) => ReactNode;
  onRetry: () => void;
  /** A new value clears a caught error: another URL of the same view (route `viewKey`) gets its own try. */
  resetKey?: string;
  children: ReactNode;
}

interface State {
  error: unknown;
}

/** Keeps a failing remote inside its own slot: the header, footer and cart stay usable. */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (!isHttpError(error)) console.error(`[shell] remote ${this.props.remote} failed`, error, info.componentStack);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.error !== null && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  private retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (isHttpError(error)) return this.props.httpError(error);
    return this.props.fallback(error, this.retry);
  }
}
