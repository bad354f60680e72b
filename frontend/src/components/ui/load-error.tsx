// 'Could not load' with a retry button: what a screen or an infinite list shows when its request
// failed. `message` names what failed (a feature's own text); without it, the generic text.
// Offline, it says the page is not saved on the phone yet.
//
//   <LoadError onRetry={list.retry} message={intl.formatMessage(m.loadFailed)} />
import { useIntl } from 'react-intl';
import { Button } from './button';
import { uiMessages } from './messages';

export function LoadError({ onRetry, message }: { onRetry: () => void; message?: string }) {
  const intl = useIntl();
  // Offline, and the offline worker had nothing saved for this request: say so.
  const text = !navigator.onLine ? intl.formatMessage(uiMessages.offlinePage) : (message ?? intl.formatMessage(uiMessages.loadFailed));
  return (
    <div className="list-end" role="alert">
      <p>{text}</p>
      <Button variant="outline" size="sm" onClick={onRetry} style={{ marginTop: 8 }}>
        {intl.formatMessage(uiMessages.retry)}
      </Button>
    </div>
  );
}
