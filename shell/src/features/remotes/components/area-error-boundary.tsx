import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPanel, PageContainer } from '@rescue/web-kit';
import { AreaLoadError } from '../utils/remote-loader';

interface Props {
  /** How the area is named to the visitor, e.g. "NGO dashboard". */
  label: string;
  /** Called with the error shown, so a failed load and a crashed page can be retried differently. */
  onRetry(error: Error): void;
  /** A new key (another page, another attempt) clears the error. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
  resetKey: string;
}

/** Keeps a failing area (not loaded, or throwing while it renders) inside its own box. */
export class AreaErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[remotes] the ${this.props.label} failed`, error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const message =
      error instanceof AreaLoadError
        ? `${error.message} The rest of the site still works; try again in a moment.`
        : 'Something went wrong while showing this page. The rest of the site still works.';
    // In the page's content column: the kit's error panel is left-aligned, not centred.
    return (
      <PageContainer>
        <ErrorPanel
          title={`The ${this.props.label} is unavailable`}
          message={message}
          onRetry={() => this.props.onRetry(error)}
        />
      </PageContainer>
    );
  }
}
