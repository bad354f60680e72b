// Catches a page that throws or whose code cannot be downloaded (a flaky connection) and shows,
// inside the shell, a message and a button that reloads. The layout keys it by path, so going
// to another page clears the error.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CloudOff } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { uiMessages } from '@/components/ui/messages';
import { shellMessages as m } from '../messages';

export function RouteError() {
  const intl = useIntl();
  return (
    <div className="page">
      <EmptyState icon={<CloudOff size={44} />} title={intl.formatMessage(m.errorTitle)} text={intl.formatMessage(navigator.onLine ? m.errorText : uiMessages.offlinePage)} level={1}>
        <Button onClick={() => window.location.reload()}>{intl.formatMessage(m.reload)}</Button>
      </EmptyState>
    </div>
  );
}

export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
