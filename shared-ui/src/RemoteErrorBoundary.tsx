import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteUnavailable } from './RemoteUnavailable';

export interface RemoteErrorBoundaryProps {
  children: ReactNode;
  /** Called by the panel's retry button, after the boundary has reset itself. */
  onRetry?: () => void;
  /** When this changes (e.g. the path), a shown error is cleared. */
  resetKey?: string;
  moduleName?: string;
}

interface State {
  error: Error | null;
  resetKey: string | undefined;
}

/** Catches what a module throws while rendering and shows the RemoteUnavailable panel instead. */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: RemoteErrorBoundaryProps,
    state: State,
  ): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A HEMIS module failed while rendering', error, info.componentStack);
  }

  private readonly retry = () => {
    this.setState({ error: null });
    this.props.onRetry?.();
  };

  override render() {
    if (this.state.error) {
      return <RemoteUnavailable onRetry={this.retry} moduleName={this.props.moduleName} />;
    }
    return this.props.children;
  }
}
