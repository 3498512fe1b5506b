import { Component, type ReactNode } from 'react';
import { ShellErrorPage } from './pages/shell-error-page';

interface ShellErrorBoundaryProps {
  /** While showing the error page, a change of this key (the location shown) starts over. */
  resetKey: string;
  children: ReactNode;
}

/** Last resort around the whole route tree: what no remote's boundary caught (a shell bug) shows ShellErrorPage. */
export class ShellErrorBoundary extends Component<ShellErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidUpdate(previous: ShellErrorBoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? <ShellErrorPage /> : this.props.children;
  }
}
