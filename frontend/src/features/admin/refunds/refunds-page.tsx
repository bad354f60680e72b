// /admin/refunds (issue 39), beside the payment queues: the refunds due first, oldest first — the
// shopper (a link to their page), what is paid back (Order #N with a link to the order page, or a
// ticket purchase), the amount, the reason and the date — each with Mark as sent
// (settle-dialog.tsx); then the latest sent ones with how and when, and their screenshot on a tap.
import { useCallback, useState } from 'react';
import { useQuery } from '@apollo/client';
import { CircleCheck, Undo2 } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import type { AdminRefundsQuery as AdminRefundsData } from '@/gql/graphql';
import { formatMMK } from '@/lib/format';
import { Facts } from '../components/item-lines';
import { ScreenshotView } from '../components/screenshot-view';
import { Toast } from '../components/toast';
import { adminMessages as am } from '../messages';
import { adminErrorText } from '../server-error';
import { refundMessages as m } from './messages';
import { AdminRefundsQuery } from './queries';
import { SettleDialog } from './settle-dialog';
import '../console/console.css';
import './refunds.css';

type Refund = AdminRefundsData['adminRefunds'][number];

const DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

export default function RefundsPage() {
  const intl = useIntl();
  const { data, error, loading, refetch } = useQuery(AdminRefundsQuery, { fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true });
  const [settling, setSettling] = useState<Refund | null>(null);
  const [toast, setToast] = useState<string | null>(null);
  const clearToast = useCallback(() => setToast(null), []);
  const refunds = data?.adminRefunds;

  const what = (refund: Refund) => {
    if (refund.kind === 'ORDER') return intl.formatMessage(m.orderN, { id: refund.subjectId });
    if (refund.kind === 'TICKET_TRANSFER') return intl.formatMessage(m.ticketN, { id: refund.subjectId });
    return intl.formatMessage(m.otherN, { id: refund.subjectId });
  };
  const about = (refund: Refund) => intl.formatMessage(m.settleAbout, { amount: formatMMK(refund.amountMmk), name: refund.customerName, what: what(refund) });

  async function settled(refund: Refund) {
    setSettling(null);
    setToast(intl.formatMessage(m.settled, { amount: formatMMK(refund.amountMmk), name: refund.customerName }));
    await refetch();
  }

  let content;
  if (refunds) {
    const due = refunds.filter((r) => r.status === 'DUE');
    const sent = refunds.filter((r) => r.status === 'REFUNDED');
    content = (
      <>
        <section aria-labelledby="refunds-due" data-testid="refunds-due">
          <h2 id="refunds-due" className="admin-refunds__heading">
            {intl.formatMessage(m.dueHeading)}
          </h2>
          {due.length === 0 ? (
            <p className="admin-ledger__none">
              <CircleCheck size={18} aria-hidden />
              {intl.formatMessage(m.noneDue)}
            </p>
          ) : (
            <ul className="admin-refunds__list" role="list">
              {due.map((refund) => (
                <li key={refund.id}>
                  <RefundCard refund={refund} what={what(refund)}>
                    <Button
                      onClick={() => setSettling(refund)}
                      aria-label={intl.formatMessage(m.markSentOf, { amount: formatMMK(refund.amountMmk), name: refund.customerName })}
                    >
                      {intl.formatMessage(m.markSent)}
                    </Button>
                  </RefundCard>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="refunds-sent" data-testid="refunds-sent">
          <h2 id="refunds-sent" className="admin-refunds__heading">
            {intl.formatMessage(m.sentHeading)}
          </h2>
          {sent.length === 0 ? (
            <p className="admin-ledger__none">{intl.formatMessage(m.noneSent)}</p>
          ) : (
            <ul className="admin-refunds__list" role="list">
              {sent.map((refund) => (
                <li key={refund.id}>
                  <RefundCard refund={refund} what={what(refund)} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </>
    );
  } else if (loading) {
    content = (
      <div aria-busy="true">
        <Skeleton height={120} radius={14} />
        <Skeleton height={120} radius={14} />
      </div>
    );
  } else {
    content = (
      <EmptyState title={intl.formatMessage(m.refundsLoadFailed)} text={error ? adminErrorText(error, intl) : undefined}>
        <Button onClick={() => void refetch()}>{intl.formatMessage(am.retry)}</Button>
      </EmptyState>
    );
  }

  return (
    <main className="admin-main">
      <div className="admin-main__head">
        <h1 className="admin-main__title">{intl.formatMessage(m.title)}</h1>
      </div>
      <p className="admin-muted">{intl.formatMessage(m.intro)}</p>
      {content}
      {settling && (
        <SettleDialog open id={settling.id} about={about(settling)} onClose={() => setSettling(null)} onSettled={() => settled(settling)} />
      )}
      <Toast text={toast} onDone={clearToast} />
    </main>
  );
}

function RefundCard({ refund, what, children }: { refund: Refund; what: string; children?: React.ReactNode }) {
  const intl = useIntl();
  const [showShot, setShowShot] = useState(false);
  const due = refund.status === 'DUE';
  const date = due ? refund.createdAt : (refund.refundedAt ?? refund.createdAt);
  return (
    <article className="admin-card admin-refunds__card" aria-label={`${what} · ${refund.customerName}`} data-testid="refund-card">
      <div className="admin-refunds__top">
        <span className="admin-refunds__what">
          <Undo2 size={18} aria-hidden />
          {refund.kind === 'ORDER' ? <Link to={`/admin/orders/${refund.subjectId}`}>{what}</Link> : <span>{what}</span>}
        </span>
        <strong className="admin-refunds__amount">{formatMMK(refund.amountMmk)}</strong>
      </div>
      <Facts
        rows={[
          {
            label: intl.formatMessage(m.customer),
            value: (
              <span className="admin-payment__value">
                <Link to={`/admin/users/${refund.userId}`}>{refund.customerName}</Link>
                <a href={`tel:${refund.customerPhone.replace(/\s+/g, '')}`}>{refund.customerPhone}</a>
              </span>
            ),
          },
          { label: intl.formatMessage(m.reasonLabel), value: refund.reason },
          ...(refund.method ? [{ label: intl.formatMessage(m.methodLabel), value: refund.method }] : []),
          { label: intl.formatMessage(m.dateLabel), value: intl.formatDate(String(date), DATE) },
        ]}
      />
      {refund.screenshotUrl &&
        (showShot ? (
          <ScreenshotView url={refund.screenshotUrl} />
        ) : (
          <Button variant="outline" size="sm" onClick={() => setShowShot(true)}>
            {intl.formatMessage(m.showScreenshot)}
          </Button>
        ))}
      {children && <div className="admin-card__actions">{children}</div>}
    </article>
  );
}
