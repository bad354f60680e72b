// 'Could not load' with a retry, for the cart and orders screens.
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { commerceMessages as m } from '../messages';

export function LoadError({ onRetry }: { onRetry: () => void }) {
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
