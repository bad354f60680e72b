// Under an infinite list: 'No more items to load' at the end, or the failure text with a retry.
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { walletMessages as m } from '../messages';

export function ListEnd({ failed, onRetry }: { failed?: boolean; onRetry?: () => void }) {
  const intl = useIntl();
  if (!failed) return <p className="list-end">{intl.formatMessage(m.noMoreItems)}</p>;
  return (
    <div className="list-end" role="alert">
      <p>{intl.formatMessage(m.loadFailed)}</p>
      <Button variant="outline" size="sm" onClick={onRetry} style={{ marginTop: 8 }}>
        {intl.formatMessage(m.retry)}
      </Button>
    </div>
  );
}
