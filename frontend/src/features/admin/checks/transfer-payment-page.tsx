// /admin/payments/:id: one transfer payment of any kind, decided or not — where a flag's "See
// payment #N" leads. What it pays (with a link to its queue while it waits there), the shopper
// (a link to their page), the decision and when, when the screenshot came, the screenshot itself
// (or when it was deleted under the retention setting), what its receipt showed and its flags.
import { useEffect, type ReactNode } from 'react';
import { ApolloError, useQuery } from '@apollo/client';
import { ChevronLeft, FileQuestion, ImageOff } from 'lucide-react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import type { AdminTransferPaymentQuery, Decided, PaymentKind } from '@/gql/graphql';
import { Facts } from '../components/item-lines';
import { PaymentFlags, ReceiptLine } from './payment-checks';
import { ScreenshotView } from '../components/screenshot-view';
import { checksMessages as cm } from './messages';
import { AdminTransferPaymentQuery as PaymentQuery } from './queries';
import { idFrom } from '../console/rules';
import { adminMessages as m } from '../messages';
import { adminErrorText } from '../server-error';
import '../console/console.css';

type Payment = AdminTransferPaymentQuery['adminTransferPayment'];

const DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** What each kind pays, and the queue where it waits while pending. */
const KIND: Record<PaymentKind, { label: typeof cm.kindOrder; queue: string }> = {
  ORDER: { label: cm.kindOrder, queue: '/admin/orders' },
  SHIPPING_FEE: { label: cm.kindShipping, queue: '/admin/shipping' },
  TICKET_TRANSFER: { label: cm.kindTicket, queue: '/admin/tickets' },
  SIGN_IN_RECOVERY: { label: cm.kindRecovery, queue: '/admin/recoveries' },
};

const DECISION: Record<Decided, MessageDescriptor> = { APPROVED: cm.approved, REJECTED: cm.rejected, EXPIRED: cm.expired, WITHDRAWN: cm.withdrawn };

function isNotFound(error: unknown): boolean {
  return error instanceof ApolloError && error.graphQLErrors.some((e) => e.extensions?.code === 'NOT_FOUND');
}

export default function TransferPaymentPage() {
  const intl = useIntl();
  const raw = useParams().id;
  const id = idFrom(raw);
  const { data, error, loading, refetch, startPolling, stopPolling } = useQuery(PaymentQuery, {
    variables: { id: id ?? 0 },
    skip: id === undefined,
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const payment = data?.adminTransferPayment;
  const current = payment && payment.id === id ? payment : undefined;
  // A receipt being read is done in seconds: look again until it is.
  const reading = current?.receipt.state === 'PENDING';
  useEffect(() => {
    if (!reading) return;
    startPolling(5000);
    return () => stopPolling();
  }, [reading, startPolling, stopPolling]);

  let content: ReactNode;
  if (id === undefined || (!current && isNotFound(error))) {
    content = (
      <EmptyState level={1} icon={<FileQuestion size={40} />} title={intl.formatMessage(cm.notFoundTitle)} text={id !== undefined ? intl.formatMessage(cm.notFoundText, { id }) : undefined}>
        <Link to="/admin" className="ui-button ui-button--primary ui-button--md">
          {intl.formatMessage(cm.backToDashboard)}
        </Link>
      </EmptyState>
    );
  } else if (!current && error) {
    content = (
      <EmptyState level={1} title={intl.formatMessage(cm.paymentLoadFailed)} text={adminErrorText(error, intl)}>
        <Button onClick={() => void refetch().catch(() => undefined)} loading={loading}>
          {intl.formatMessage(m.retry)}
        </Button>
      </EmptyState>
    );
  } else if (!current) {
    content = (
      <div className="admin-list" aria-busy="true">
        <Skeleton height={28} width="50%" />
        <Skeleton height={220} radius={14} />
        <Skeleton height={260} radius={14} />
      </div>
    );
  } else {
    content = <PaymentDetail payment={current} />;
  }

  return (
    <main className="admin-main">
      <Link to="/admin" className="admin-back">
        <ChevronLeft size={18} aria-hidden />
        {intl.formatMessage(cm.backToDashboard)}
      </Link>
      {content}
    </main>
  );
}

function PaymentDetail({ payment }: { payment: Payment }) {
  const intl = useIntl();
  const kind = KIND[payment.kind];
  const subject = intl.formatMessage(kind.label, { id: payment.subjectId != null ? String(payment.subjectId) : '—' });
  const pending = payment.decision == null;
  const decision = pending ? (
    <span className="admin-decision admin-decision--pending">{intl.formatMessage(cm.pendingDecision)}</span>
  ) : (
    <span className={`admin-decision admin-decision--${payment.decision!.toLowerCase()}`}>
      {payment.decidedAt
        ? intl.formatMessage(cm.decidedOn, { decision: intl.formatMessage(DECISION[payment.decision!]), date: intl.formatDate(String(payment.decidedAt), DATE) })
        : intl.formatMessage(DECISION[payment.decision!])}
    </span>
  );

  return (
    <div className="admin-payment">
      <div className="admin-main__head">
        <h1 className="admin-main__title">{intl.formatMessage(cm.paymentTitle, { id: payment.id })}</h1>
      </div>
      <div className="admin-payment__grid">
        <div className="admin-payment__side">
          <section className="admin-card" aria-label={intl.formatMessage(cm.paymentTitle, { id: payment.id })} data-testid="payment-facts">
            <Facts
              rows={[
                {
                  label: intl.formatMessage(cm.paidFor),
                  value: (
                    <span className="admin-payment__value">
                      <span data-testid="payment-subject">{subject}</span>
                      {pending && (
                        <Link to={kind.queue} className="admin-payment__link">
                          {intl.formatMessage(cm.openQueue)}
                        </Link>
                      )}
                    </span>
                  ),
                  strong: true,
                },
                {
                  label: intl.formatMessage(cm.shopper),
                  value: (
                    <span className="admin-payment__value">
                      <span data-testid="payment-shopper">
                        {payment.customerName} · {payment.customerPhone}
                      </span>
                      <Link to={`/admin/users/${payment.userId}`} className="admin-payment__link">
                        {intl.formatMessage(cm.openShopper)}
                      </Link>
                    </span>
                  ),
                },
                { label: intl.formatMessage(cm.decision), value: <span data-testid="payment-decision">{decision}</span> },
                { label: intl.formatMessage(cm.uploadedAt), value: intl.formatDate(String(payment.createdAt), DATE) },
              ]}
            />
            <ReceiptLine receipt={payment.receipt} />
          </section>
          <section className="admin-card" aria-label={intl.formatMessage(cm.flagsLabel)} data-testid="payment-checks">
            <h2 className="admin-card__title">{intl.formatMessage(cm.flagsLabel)}</h2>
            {payment.flags.length > 0 ? <PaymentFlags flags={payment.flags} /> : <p className="admin-muted">{intl.formatMessage(cm.noFlags)}</p>}
          </section>
        </div>
        <section className="admin-card admin-payment__shot" aria-labelledby="payment-shot">
          <h2 id="payment-shot" className="admin-card__title">
            {intl.formatMessage(cm.screenshotTitle)}
          </h2>
          {payment.screenshotUrl ? (
            <ScreenshotView url={payment.screenshotUrl} />
          ) : (
            <div className="admin-shot admin-shot--error" data-testid="picture-deleted">
              <ImageOff size={28} aria-hidden />
              <span>
                {payment.pictureDeletedAt
                  ? intl.formatMessage(cm.pictureDeleted, { date: intl.formatDate(String(payment.pictureDeletedAt), DATE) })
                  : intl.formatMessage(m.screenshotFailed)}
              </span>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
