// A balance's history as an infinite list (lib/use-paged-list): every change, newest first, with
// its type (the server's label, already in the shopper's language), date, time and the amount
// added (+, green) or spent (-, red). Skeletons while the first page loads, a retry on error, an
// empty state, then ListFooter. The token page's history and the referral history use it, each
// with its own query, texts and test ids:
//
//   <BalanceHistory list={list} messages={m} formatChange={(token) => ...} testIds={{ list: 'token-history', ... }} />
import { History } from 'lucide-react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { PagedList } from '@/lib/use-paged-list';
import { useSentinel } from '@/lib/use-sentinel';
import { EmptyState } from './empty-state';
import { ListFooter } from './list-footer';
import { LoadError } from './load-error';
import { Skeleton } from './skeleton';
import './balance-history.css';

export interface BalanceHistoryEntry {
  id: number;
  label: string;
  date: string;
  time: string;
  /** The change: above 0 added, below 0 spent. */
  token: number;
}

/** The feature's texts (a feature's messages object with these keys will do). */
export interface BalanceHistoryMessages {
  /** Screen-reader labels of an entry's facts. */
  type: MessageDescriptor;
  date: MessageDescriptor;
  time: MessageDescriptor;
  amount: MessageDescriptor;
  loadFailed: MessageDescriptor;
  noHistory: MessageDescriptor;
  noHistoryText: MessageDescriptor;
}

/** The data-testid of each part; a part without one renders none. */
export interface BalanceHistoryTestIds {
  list: string;
  entry: string;
  change: string;
  date?: string;
  time?: string;
}

export interface BalanceHistoryProps {
  list: PagedList<BalanceHistoryEntry>;
  messages: BalanceHistoryMessages;
  /** The text of an entry's change with its sign and unit, e.g. '+50 tokens'. */
  formatChange: (token: number) => string;
  testIds: BalanceHistoryTestIds;
}

export function BalanceHistory({ list, messages: m, formatChange, testIds }: BalanceHistoryProps) {
  const intl = useIntl();
  const sentinel = useSentinel<HTMLDivElement>(list.loadMore, !list.loading && !list.reachEnd && !list.moreError, list.items.length);

  if (list.loading) {
    return (
      <div className="bh-list" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={60} />
        ))}
      </div>
    );
  }
  if (list.error) return <LoadError onRetry={list.retry} message={intl.formatMessage(m.loadFailed)} />;
  if (list.items.length === 0 && list.reachEnd) {
    return <EmptyState icon={<History size={40} />} title={intl.formatMessage(m.noHistory)} text={intl.formatMessage(m.noHistoryText)} />;
  }
  return (
    <>
      <ul className="bh-list" role="list" data-testid={testIds.list}>
        {list.items.map((entry) => (
          <li key={entry.id} className="bh-entry" data-testid={testIds.entry}>
            <dl className="bh-entry__facts">
              <div className="bh-entry__type">
                <dt className="visually-hidden">{intl.formatMessage(m.type)}</dt>
                <dd>{entry.label}</dd>
              </div>
              <div className="bh-entry__when">
                <dt className="visually-hidden">{intl.formatMessage(m.date)}</dt>
                <dd data-testid={testIds.date}>{entry.date}</dd>
              </div>
              <div className="bh-entry__when">
                <dt className="visually-hidden">{intl.formatMessage(m.time)}</dt>
                <dd data-testid={testIds.time}>{entry.time}</dd>
              </div>
            </dl>
            <span
              className={['bh-entry__amount', entry.token > 0 ? 'bh-entry__amount--in' : entry.token < 0 ? 'bh-entry__amount--out' : ''].filter(Boolean).join(' ')}
              data-testid={testIds.change}
            >
              <span className="visually-hidden">{intl.formatMessage(m.amount)} </span>
              {formatChange(entry.token)}
            </span>
          </li>
        ))}
        {list.loadingMore && [0, 1].map((i) => <Skeleton key={`more-${i}`} height={60} />)}
      </ul>
      <ListFooter list={list} sentinel={sentinel} failedText={intl.formatMessage(m.loadFailed)} />
    </>
  );
}
