// 'Could not load' with a retry button: what a screen or an infinite list shows when its request
// failed. `message` names what failed (a feature's own text); without it, the generic text.
//
//   <LoadError onRetry={list.retry} message={intl.formatMessage(m.loadFailed)} />
import { useIntl } from 'react-intl';
import { Button } from './button';
import { uiMessages } from './messages';

export function LoadError({ onRetry, message }: { onRetry: () => void; message?: string }) {
  const intl = useIntl();
  return (
    <div className="list-end" role="alert">
      <p>{message ?? intl.formatMessage(uiMessages.loadFailed)}</p>
      <Button variant="outline" size="sm" onClick={onRetry} style={{ marginTop: 8 }}>
        {intl.formatMessage(uiMessages.retry)}
      </Button>
    </div>
  );
}
