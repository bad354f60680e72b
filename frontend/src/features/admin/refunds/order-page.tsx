// /admin/orders/:id (issue 39): one order for the admin — its status, the shopper (a link to their
// page, their phone), payment, total, date, address and cancel reason; its lines with where each
// one is (to ship, on its way, refunded, ...); its refunds; and Refund (refund-dialog.tsx) while a
// line can still be given back. After a refund a toast says so and the page is read again.
import { useCallback, useState } from 'react';
import { ApolloError, useQuery } from '@apollo/client';
import { ChevronLeft, FileQuestion } from 'lucide-react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import type { AdminOrderQuery as AdminOrderData, OrderStatus, ShipState } from '@/gql/graphql';
import { formatMMK } from '@/lib/format';
import { Facts } from '../components/item-lines';
import { Toast } from '../components/toast';
import { idFrom } from '../console/rules';
import { adminMessages as am } from '../messages';
import { adminErrorText } from '../server-error';
import { refundMessages as m } from './messages';
import { AdminOrderQuery } from './queries';
import { RefundDialog } from './refund-dialog';
import { voucherMessages as vm } from '../vouchers/messages';
import '../console/console.css';
import './refunds.css';

type Order = AdminOrderData['adminOrder'];

const DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

const STATUS: Record<OrderStatus, { label: MessageDescriptor; tone: string }> = {
  PENDING: { label: m.statusPending, tone: 'admin-chip--waiting' },
  APPROVED: { label: m.statusApproved, tone: 'admin-chip--ok' },
  CANCELLED: { label: m.statusCancelled, tone: 'admin-chip--off' },
};

export const LINE_STATE: Record<ShipState, { label: MessageDescriptor; tone: string }> = {
  TO_SHIP: { label: m.stateToShip, tone: 'admin-chip--waiting' },
  CREDITED: { label: m.stateCredited, tone: 'admin-chip--ok' },
  SHIPPING: { label: m.stateShipping, tone: 'admin-chip--ok' },
  RECEIVED: { label: m.stateReceived, tone: 'admin-chip--done' },
  REFUNDED: { label: m.stateRefunded, tone: 'admin-chip--off' },
  RETURNED: { label: m.stateReturned, tone: 'admin-chip--off' },
  UNPAID: { label: m.stateUnpaid, tone: '' },
};

function isNotFound(error: unknown): boolean {
  return error instanceof ApolloError && error.graphQLErrors.some((e) => e.extensions?.code === 'NOT_FOUND');
}

export default function OrderPage() {
  const intl = useIntl();
  const id = idFrom(useParams().id);
  const { data, error, loading, refetch } = useQuery(AdminOrderQuery, {
    variables: { id: id ?? 0 },
    skip: id === undefined,
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const order = data?.adminOrder;
  const current = order && order.id === id ? order : undefined;

  let content;
  if (current) content = <OrderDetail order={current} reload={async () => void (await refetch())} />;
  else if (loading) {
    content = (
      <div aria-busy="true">
        <Skeleton height={28} width="50%" />
        <Skeleton height={220} radius={14} />
      </div>
    );
  } else if (id === undefined || isNotFound(error)) {
    content = <EmptyState level={1} icon={<FileQuestion size={40} />} title={intl.formatMessage(m.notFound)} />;
  } else {
    content = (
      <EmptyState level={1} title={intl.formatMessage(m.loadFailed)} text={error ? adminErrorText(error, intl) : undefined}>
        <Button onClick={() => void refetch()}>{intl.formatMessage(am.retry)}</Button>
      </EmptyState>
    );
  }
  return (
    <main className="admin-main">
      <Link to="/admin/orders" className="admin-back">
        <ChevronLeft size={18} aria-hidden />
        {intl.formatMessage(m.backToQueue)}
      </Link>
      {content}
    </main>
  );
}

function OrderDetail({ order, reload }: { order: Order; reload: () => Promise<void> }) {
  const intl = useIntl();
  const [refunding, setRefunding] = useState(false);
  const [toast, setToast] = useState<string | null>(null);
  const clearToast = useCallback(() => setToast(null), []);
  const status = STATUS[order.status];
  const canRefund = order.refundableMmk > 0 && order.lines.some((l) => l.refundable);

  const facts = [
    {
      label: intl.formatMessage(m.customer),
      value: (
        <span className="admin-payment__value">
          <Link to={`/admin/users/${order.userId}`}>{order.customerName}</Link>
          <a href={`tel:${order.customerPhone.replace(/\s+/g, '')}`}>{order.customerPhone}</a>
        </span>
      ),
    },
    { label: intl.formatMessage(m.payment), value: order.paymentKind === 'CASH_ON_DELIVERY' ? `${order.payment} · ${intl.formatMessage(m.cod)}` : order.payment },
    { label: intl.formatMessage(m.total), value: formatMMK(order.totalMmk), strong: true },
    ...(order.discount > 0
      ? [{ label: intl.formatMessage(vm.discountOf, { code: order.voucherCode ?? '' }), value: <span data-testid="order-voucher">{intl.formatMessage(vm.discountAmount, { amount: formatMMK(order.discount) })}</span> }]
      : []),
    { label: intl.formatMessage(m.refundable), value: <span data-testid="refundable">{formatMMK(order.refundableMmk)}</span> },
    { label: intl.formatMessage(m.placed), value: intl.formatDate(String(order.createdAt), DATE) },
    { label: intl.formatMessage(m.address), value: order.shippingAddress },
    ...(order.cancelReason ? [{ label: intl.formatMessage(m.cancelReason), value: order.cancelReason }] : []),
  ];

  async function refunded(amount: number) {
    setRefunding(false);
    setToast(intl.formatMessage(m.refunded, { amount: formatMMK(amount) }));
    await reload();
  }

  return (
    <div className="admin-order">
      <div className="admin-main__head">
        <h1 className="admin-main__title">{intl.formatMessage(m.orderTitle, { id: order.id })}</h1>
        <span className={['admin-chip', status.tone].filter(Boolean).join(' ')} data-testid="order-status">
          {intl.formatMessage(status.label)}
        </span>
      </div>
      <section className="admin-card" aria-label={intl.formatMessage(m.orderTitle, { id: order.id })}>
        <Facts rows={facts} />
      </section>
      <section className="admin-card" aria-labelledby="order-lines" data-testid="order-lines">
        <h2 id="order-lines" className="admin-card__title">
          {intl.formatMessage(m.lines)}
        </h2>
        <ul className="admin-ledger__list" role="list">
          {order.lines.map((line) => {
            const state = LINE_STATE[line.state];
            return (
              <li key={line.orderItemId} className="admin-ledger__entry" data-testid="order-line">
                <span className="admin-ledger__what">
                  <span className="admin-ledger__label">{line.productName}</span>
                  {line.variantLabel && <span className="admin-ledger__reason">{line.variantLabel}</span>}
                  <span className="admin-ledger__when">{intl.formatMessage(m.ordered, { qty: line.qty, price: formatMMK(line.unitPrice) })}</span>
                </span>
                <span className="admin-ledger__numbers">
                  <strong>{formatMMK(line.qty * line.unitPrice)}</strong>
                  <span className={['admin-chip', state.tone].filter(Boolean).join(' ')} data-testid="line-state">
                    {intl.formatMessage(state.label)}
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
        <div className="admin-card__actions">
          {canRefund ? (
            <Button onClick={() => setRefunding(true)}>{intl.formatMessage(m.refund)}</Button>
          ) : (
            <p className="admin-muted">{intl.formatMessage(m.nothingToRefund)}</p>
          )}
        </div>
      </section>
      <section className="admin-card" aria-labelledby="order-refunds" data-testid="order-refunds">
        <h2 id="order-refunds" className="admin-card__title">
          {intl.formatMessage(m.refunds)}
        </h2>
        {order.refunds.length === 0 ? (
          <p className="admin-ledger__none">{intl.formatMessage(m.noRefunds)}</p>
        ) : (
          <ul className="admin-ledger__list" role="list">
            {order.refunds.map((refund) => (
              <li key={refund.id} className="admin-ledger__entry" data-testid="order-refund">
                <span className="admin-ledger__what">
                  <span className="admin-ledger__label">{refund.reason}</span>
                  {refund.method && <span className="admin-ledger__reason">{refund.method}</span>}
                  <span className="admin-ledger__when">{intl.formatDate(String(refund.date), DATE)}</span>
                </span>
                <span className="admin-ledger__numbers">
                  <strong>{formatMMK(refund.amount)}</strong>
                  <span className={['admin-chip', refund.status === 'DUE' ? 'admin-chip--waiting' : 'admin-chip--done'].join(' ')}>
                    {intl.formatMessage(refund.status === 'DUE' ? m.due : m.sent)}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <RefundDialog
        open={refunding}
        orderId={order.id}
        lines={order.lines}
        refundableMmk={order.refundableMmk}
        onClose={() => setRefunding(false)}
        onRefunded={refunded}
      />
      <Toast text={toast} onDone={clearToast} />
    </div>
  );
}
