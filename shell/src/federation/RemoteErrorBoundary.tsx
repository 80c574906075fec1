// Render layer of remote resilience: whatever a remote throws (unavailable, or a bug while rendering)
// stays inside its slot, which shows a translated message with a retry button.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reloadOnceForChunkError } from './chunk-reload';
import { RemoteUnavailable, type RemoteFallbackVariant } from './RemoteUnavailable';

type Props = {
  children: ReactNode;
  onRetry: () => void;
  /** Changing it clears a caught error (a retry renders the slot again). */
  resetKey: number;
  variant: RemoteFallbackVariant;
};

type State = { error: Error | null };

export class RemoteErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    if (reloadOnceForChunkError(error)) return;
    console.error('[tales] remote slot failed', error, info.componentStack);
  }

  componentDidUpdate(previous: Props): void {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  render() {
    if (this.state.error) return <RemoteUnavailable variant={this.props.variant} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
