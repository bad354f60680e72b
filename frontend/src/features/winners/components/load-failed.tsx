// A list or a draw failed to load: the text and a retry button.
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { winnersMessages as m } from '../messages';

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <div className="list-end" role="alert">
      <p>{intl.formatMessage(m.loadFailed)}</p>
      <Button variant="outline" size="sm" onClick={onRetry} style={{ marginTop: 8 }}>
        {intl.formatMessage(m.retry)}
      </Button>
    </div>
  );
}
