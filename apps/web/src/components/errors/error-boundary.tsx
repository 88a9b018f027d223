import { Component, type ReactNode } from 'react';

type ErrorBoundaryProps = {
  /** What shows instead of the children once they failed to render; a function receives what was thrown. */
  fallback: ReactNode | ((error: unknown) => ReactNode);
  /** A new value (the next location) renders the children again. */
  resetKey?: unknown;
  children: ReactNode;
};
type ErrorBoundaryState = { failed: boolean; error: unknown; resetKey: unknown };

/**
 * Catches rendering errors below it and shows the fallback instead of a blank page. React itself reports
 * the caught error to the console (createRoot's onCaughtError), so nothing is logged here.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false, error: undefined, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(
    { resetKey }: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    return resetKey === state.resetKey ? null : { failed: false, error: undefined, resetKey };
  }

  override render() {
    const { fallback, children } = this.props;
    if (!this.state.failed) return children;
    return typeof fallback === 'function' ? fallback(this.state.error) : fallback;
  }
}
