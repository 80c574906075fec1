// Render layer of remote resilience: whatever a remote throws (unavailable, or a bug while rendering)
// stays inside its slot, which shows a translated message with a retry button.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteKey } from '@tales/shared/federation';
import { remoteEntryOf } from './remotes';
import { RemoteUnavailable, type RemoteFallbackVariant } from './RemoteUnavailable';

type Props = {
  children: ReactNode;
  onRetry: () => void;
  /** Changing it clears a caught error (a retry renders the slot again). */
  resetKey: number;
  variant: RemoteFallbackVariant;
  /** The remote the slot shows: its failures are counted against the release the page runs. */
  remote?: RemoteKey;
};

type State = { error: Error | null };

export class RemoteErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[tales] remote slot failed', error, info.componentStack);
    const entry = this.props.remote && remoteEntryOf(this.props.remote);
    void import('./slot-failure').then((failure) => failure.afterSlotFailure(error, entry));
  }

  componentDidUpdate(previous: Props): void {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  render() {
    if (this.state.error) return <RemoteUnavailable variant={this.props.variant} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
