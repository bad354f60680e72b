// The 'token history' tab (signed in only): every change of the balance, newest first, with its
// date, type (the server's label, already in the shopper's language), time and the tokens added
// (+, green) or spent (-, red); infinite scroll, 20 a page (components/ui/balance-history).
import { useIntl } from 'react-intl';
import { BalanceHistory } from '@/components/ui/balance-history';
import { usePagedList } from '@/lib/use-paged-list';
import { signedAmount } from '../token-page-rules';
import { walletMessages as m } from '../messages';
import { TokenHistoriesQuery } from '../queries';

const FIRST_PAGE = { page: 1 };
const TEST_IDS = { list: 'token-history', entry: 'token-history-entry', date: 'token-date', time: 'token-time', change: 'token-change' };

export function TokenHistoryList() {
  const intl = useIntl();
  // Network first: a payment approved a minute ago must show when the tab opens.
  const list = usePagedList(TokenHistoriesQuery, FIRST_PAGE, 'tokenHistories', { fetchPolicy: 'cache-and-network' });
  return (
    <BalanceHistory
      list={list}
      messages={m}
      formatChange={(token) => intl.formatMessage(m.change, { amount: signedAmount(token), count: Math.abs(token) })}
      testIds={TEST_IDS}
    />
  );
}
