// The referral history (signed in only): every change of the referral points, newest first, with
// its type (the server's label, in the shopper's language), date, time and the points added (+,
// green) or spent (-, red); infinite scroll, 20 a page (components/ui/balance-history).
import { useIntl } from 'react-intl';
import { BalanceHistory } from '@/components/ui/balance-history';
import { signedAmount } from '@/lib/signed-amount';
import { usePagedList } from '@/lib/use-paged-list';
import { referralMessages as m } from '../messages';
import { ReferralHistoriesQuery } from '../queries';

const FIRST_PAGE = { page: 1 };
const TEST_IDS = { list: 'referral-history', entry: 'referral-history-entry', change: 'referral-change' };

export function ReferralHistoryList() {
  const intl = useIntl();
  // Network first: points from a friend who signed up a minute ago must show.
  const list = usePagedList(ReferralHistoriesQuery, FIRST_PAGE, 'referralHistories', { fetchPolicy: 'cache-and-network' });
  return (
    <BalanceHistory
      list={list}
      messages={m}
      formatChange={(token) => intl.formatMessage(m.change, { amount: signedAmount(token), count: Math.abs(token) })}
      testIds={TEST_IDS}
    />
  );
}
