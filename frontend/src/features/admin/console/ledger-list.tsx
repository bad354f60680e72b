// One balance's ledger on a person's page (tokens or referral points), a page at a time, newest
// first: what happened (the server's label, in the admin's language), the admin's reason when an
// admin made it, the date and time, the change (+ green, - red) and the balance after it.
import { useId } from 'react';
import { History } from 'lucide-react';
import { useIntl } from 'react-intl';
import { signedAmount } from '@/lib/signed-amount';
import { consoleMessages as cm } from './messages';
import { ConsolePager } from './pager';

export interface LedgerEntry {
  id: number;
  date: string;
  time: string;
  type: string;
  label: string;
  amount: number;
  balanceAfter: number;
  reason?: string | null;
}

export interface LedgerPage {
  data: LedgerEntry[];
  meta: { total: number; currentPage: number; lastPage: number };
}

export function LedgerList({
  title,
  ledger,
  onPage,
  busy,
  testId,
}: {
  title: string;
  ledger: LedgerPage;
  onPage: (page: number) => void;
  busy: boolean;
  testId: string;
}) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section className="admin-card admin-ledger" aria-labelledby={headingId} data-testid={testId}>
      <h2 id={headingId} className="admin-card__title">
        {title}
      </h2>
      {ledger.data.length === 0 ? (
        <p className="admin-ledger__none">
          <History size={18} aria-hidden />
          {intl.formatMessage(cm.noLedger)}
        </p>
      ) : (
        <ul className="admin-ledger__list" role="list" aria-busy={busy || undefined}>
          {ledger.data.map((entry) => (
            <li key={entry.id} className="admin-ledger__entry" data-testid="ledger-entry">
              <span className="admin-ledger__what">
                <span className="admin-ledger__label">{entry.label}</span>
                {entry.reason && <span className="admin-ledger__reason">{entry.reason}</span>}
                <span className="admin-ledger__when">
                  {entry.date} {entry.time}
                </span>
              </span>
              <span className="admin-ledger__numbers">
                <strong className={entry.amount > 0 ? 'admin-amount--in' : entry.amount < 0 ? 'admin-amount--out' : undefined} data-testid="ledger-amount">
                  {signedAmount(entry.amount)}
                </strong>
                <span className="admin-ledger__after">{intl.formatMessage(cm.balanceAfter, { balance: entry.balanceAfter })}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      <ConsolePager page={ledger.meta.currentPage} lastPage={ledger.meta.lastPage} what={title} busy={busy} onPage={onPage} />
    </section>
  );
}
