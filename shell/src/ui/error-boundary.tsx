import { t } from '@lingui/core/macro';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { LoadFailed } from './status';

type ErrorBoundaryProps = {
  /** What failed, as the words start: "Explore", "The post". */
  label: string;
  /** When this changes (another address, another record), a failed part is tried afresh. */
  resetKey?: unknown;
  children: ReactNode;
};

type ErrorBoundaryState = { failed: boolean };

/**
 * Keeps an exception thrown while rendering a part of the page (a remote's screen, a widget,
 * a post card) inside that part: it says in words that it could not be shown, with Try again,
 * and the navigation and the rest of the page keep working. React offers boundaries only as
 * class components.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`${this.props.label} could not be shown:`, error, info.componentStack);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  private readonly tryAgain = (): void => this.setState({ failed: false });

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const { label } = this.props;
    const message = (
      <>
        <strong>{t`${label} could not be shown.`}</strong>{' '}
        {t`Something went wrong on this part of the page; the rest of the app still works.`}
      </>
    );
    return <LoadFailed message={message} onRetry={this.tryAgain} />;
  }
}
