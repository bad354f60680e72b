// What a screen shows instead of its content when the phone is offline and the offline worker has
// nothing saved for it (a page never opened on this phone): "You are offline", that the page is
// not saved here yet, and Try again. Never the screen's "not found" view: offline, nothing says
// the item does not exist (lib/read-failure.ts).
//
//   if (error && !data) return isNotFound(error) ? <NotFound /> : isOffline() ? <Page><OfflineState onRetry={refetch} /></Page> : ...
import { CloudOff } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { uiMessages } from './messages';

export function OfflineState({ onRetry, level = 1 }: { onRetry: () => void; level?: 1 | 2 }) {
  const intl = useIntl();
  return (
    <div role="alert" data-testid="offline-state">
      <EmptyState icon={<CloudOff size={44} />} title={intl.formatMessage(uiMessages.offlineTitle)} text={intl.formatMessage(uiMessages.offlinePage)} level={level}>
        <Button onClick={onRetry}>{intl.formatMessage(uiMessages.retry)}</Button>
      </EmptyState>
    </div>
  );
}
