import { Component, type ReactNode } from 'react';

type Props = { onError: () => void; children: ReactNode };

/** The call view failed to load or render (e.g. its chunk could not be fetched): end the call, keep the page. */
export class CallErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch() {
    this.props.onError();
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
