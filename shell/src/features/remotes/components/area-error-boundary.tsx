import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPanel, PageContainer } from '@rescue/web-kit';
import { shellText } from '../../../i18n/text';
import { AreaLoadError } from '../utils/remote-loader';

interface Props {
  /** How the area is named in the console, e.g. "NGO dashboard". */
  label: string;
  /** The panel's heading in the page's language (the parent re-renders on a switch). */
  title: string;
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
        ? shellText.t('remotes.loadFailed', {
            reason: shellText.t(error.problem.key, error.problem.values),
          })
        : shellText.t('remotes.crashed');
    // In the page's content column: the kit's error panel is left-aligned, not centred.
    return (
      <PageContainer>
        <ErrorPanel
          title={this.props.title}
          message={message}
          onRetry={() => this.props.onRetry(error)}
        />
      </PageContainer>
    );
  }
}
