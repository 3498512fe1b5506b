import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isLoadFailure, isReportedByRuntime } from './remote-loader';
import { RemoteFallback } from './remote-fallback';

interface RemoteBoundaryProps {
  remote: string;
  /** While showing an error, a change of this key (the pathname) starts over. */
  resetKey: string;
  onRetry: () => void;
  /**
   * Told of everything it catches except the federation runtime's load failures, which the runtime reporting
   * plugin has reported already.
   */
  onError: (error: unknown, info: ErrorInfo) => void;
  children: ReactNode;
}

interface RemoteBoundaryState {
  error: unknown;
  failed: boolean;
}

/** Contains whatever goes wrong in one remote's page area: a load failure or a page that throws. */
export class RemoteBoundary extends Component<RemoteBoundaryProps, RemoteBoundaryState> {
  override state: RemoteBoundaryState = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): RemoteBoundaryState {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (!isReportedByRuntime(error)) this.props.onError(error, info);
  }

  override componentDidUpdate(previous: RemoteBoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.props.onRetry();
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <RemoteFallback
        remote={this.props.remote}
        kind={isLoadFailure(this.state.error) ? 'unavailable' : 'crashed'}
        onRetry={this.props.onRetry}
      />
    );
  }
}
